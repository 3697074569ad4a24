/**
 * The saved theme choice (spec §2: localStorage 'theme', light | dark | system; dark when nothing
 * is saved), readable without React.
 *
 * `savedThemeChoice()` → the choice. `showSavedThemeChoice(root?)` sets every theme select
 * (`select[data-theme-choice]`, components/ThemeSelect.tsx) under `root` to it: the server renders
 * 'Dark' (it cannot read the visitor's storage) and the select is an island hydrated at first use
 * (docs/decisions/0068), so the page's entry shows the saved choice at once.
 */
export type ThemeChoice = 'dark' | 'light' | 'system'

export function savedThemeChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem('theme')
    return saved === 'light' || saved === 'system' ? saved : 'dark'
  } catch {
    return 'dark'
  }
}

export function showSavedThemeChoice(root: ParentNode = document): void {
  const choice = savedThemeChoice()
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-theme-choice]'))
    select.value = choice
}
