/**
 * The locale and time zone the results show dates in (resultView.ts `DateDisplay`), given by
 * `Results` to the parts that show dates; empty: the runtime's own.
 */
import { createContext } from 'react'
import type { DateDisplay } from '../resultView'

export const DateDisplayContext = createContext<DateDisplay>({})
