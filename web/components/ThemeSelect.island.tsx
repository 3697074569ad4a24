/**
 * Theme choice (spec §2): light, dark or system, kept in localStorage under 'theme'; dark when
 * nothing is saved. Applies at once through `<html data-theme>`.
 */
import { notifyStorage } from '../lib/storage'
import { useStoredItem } from '../lib/useStoredItem'
import { colors, fontSizes, radii } from '../lib/theme'
import type { ThemeChoice as Choice } from '../lib/themeChoice'

export function applyTheme(choice: Choice): void {
  const light =
    choice === 'light' ||
    (choice === 'system' && matchMedia('(prefers-color-scheme: light)').matches)
  document.documentElement.setAttribute('data-theme', light ? 'light' : 'dark')
}

export function ThemeSelect() {
  const saved = useStoredItem('theme')
  const choice: Choice = saved === 'light' || saved === 'system' ? saved : 'dark'
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', fontSize: fontSizes.sm }}>
      Theme
      <select
        data-theme-choice
        value={choice}
        style={{
          background: colors.surface2,
          color: colors.text,
          border: `1px solid ${colors.border}`,
          borderRadius: radii.sm,
          padding: '2px 6px',
          font: 'inherit',
        }}
        onChange={(e) => {
          const next = e.target.value as Choice
          localStorage.setItem('theme', next)
          notifyStorage()
          applyTheme(next)
        }}
      >
        <option value="dark">Dark</option>
        <option value="light">Light</option>
        <option value="system">System</option>
      </select>
    </label>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ThemeSelect
