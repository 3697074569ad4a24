/** Island (lib/islands.tsx): the live-preview blocks of components/blocks/PageBlocks.tsx. */
export { PreviewBlocks as default } from '../components/blocks/PageBlocks'
