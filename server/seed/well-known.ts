import { fixedAddress } from './ids';

/**
 * The whale of every dataset: the biggest market maker, with a position in every market. Its
 * address does not depend on the seed, so benchmarks can name it.
 */
export const WHALE = fixedAddress('whale');
