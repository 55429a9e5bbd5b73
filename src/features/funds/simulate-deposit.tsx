import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportedAsset } from '../../api/bridge/contract/schemas';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Field } from '../../ui/field';
import { readAmount } from './amount';
import { fundsKeys, simulateDeposit } from './queries';

/*
 * The sandbox's stand-in for a transfer on another chain: funds of the chosen token arrive at the
 * deposit address and walk to COMPLETED (or FAILED under the minimum). The amount is typed in the
 * token's units and sent in its base units, read exactly (amount.ts).
 */
export function SimulateDeposit({ address, asset }: { address: string; asset: SupportedAsset }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const read = readAmount(text, asset.token.decimals, asset.token.symbol);
  const simulate = useMutation({
    mutationFn: (units: bigint) =>
      simulateDeposit({ address, chainId: asset.chainId, tokenAddress: asset.token.address, amountBaseUnit: units.toString() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundsKeys.status(address) }),
  });
  return (
    <form
      aria-labelledby="simulate-title"
      className="flex flex-col gap-2 rounded border border-dashed border-slate-300 p-3 dark:border-slate-600"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (read.units !== undefined) simulate.mutate(read.units);
      }}
    >
      <h3 id="simulate-title" className="text-sm font-semibold">
        Sandbox: simulate a deposit
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={`Amount (${asset.token.symbol})`} error={touched ? read.error : undefined} className="w-48">
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              className="rounded border border-slate-300 px-2 py-1.5 text-sm tabular-nums dark:border-slate-600 dark:bg-slate-800"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setTouched(false);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={simulate.isPending}>
          {simulate.isPending ? 'Sending…' : 'Simulate deposit'}
        </Button>
      </div>
      {simulate.isError && <ErrorPanel title="The sandbox refused the deposit" error={simulate.error} />}
    </form>
  );
}
