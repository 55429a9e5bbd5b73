/** Whether the user declined in the wallet (EIP-1193 4001, viem's UserRejectedRequestError), anywhere in the cause chain: that is silent. */
export function isUserRejection(error: unknown): boolean {
  for (let e = error as { code?: unknown; name?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; depth++) {
    if (e.code === 4001 || e.name === 'UserRejectedRequestError') return true;
    e = e.cause as typeof e;
  }
  return false;
}
