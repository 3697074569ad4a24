import { localSignsForTest } from './audit-service/src/engine/facts/kinds'
