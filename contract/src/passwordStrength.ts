/**
 * The password strength estimator of the contract's rule (`PASSWORD_RULE`, docs/decisions/0094):
 * importing this module registers zxcvbn-ts with its common and breached password list and
 * keyboard graphs into `passwordProblem` (accounts.ts). Imported by the code that checks a new
 * password (the CMS's customers, the site's `/auth/verify` and `/auth/reset`, and the site's forms
 * that set a password), and by nothing else, so the dictionary (460 kB) is not in every island
 * that imports the package. The estimator is built on first use (its dictionary takes a moment).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { setPasswordEstimator } from './accounts'

let factory: ZxcvbnFactory | null = null

setPasswordEstimator((password, related) => {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })
  return factory.check(password, related).score
})
