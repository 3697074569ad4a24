/** Island (lib/islands.tsx): components/PromoVideoPlayer.tsx. */
export { PromoVideoPlayer as default } from '../components/PromoVideoPlayer'
