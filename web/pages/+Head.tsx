/**
 * Head of every page: theme colours as CSS variables for both palettes, favicon, and a blocking
 * script that applies the saved theme (localStorage 'theme': light | dark | system; dark default)
 * before first paint, so there is no flash of the wrong theme.
 */
import { palettes } from '../lib/theme'

const vars = (p: Record<string, string>) => Object.entries(p).map(([k, v]) => `${k}:${v}`).join(';')
const css = `:root,[data-theme=dark]{${vars(palettes.dark)};color-scheme:dark}[data-theme=light]{${vars(palettes.light)};color-scheme:light}`

const script = `(function(){try{var t=localStorage.getItem('theme');var d=t==='light'?'light':t==='system'?(matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'):'dark';document.documentElement.setAttribute('data-theme',d)}catch(e){document.documentElement.setAttribute('data-theme','dark')}})()`

export default function Head() {
  return (
    <>
      <meta name="theme-color" content="#0b0d17" />
      <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%237c5cff'/%3E%3Ccircle cx='16' cy='16' r='7' fill='none' stroke='white' stroke-width='3'/%3E%3C/svg%3E" />
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  )
}
