import { useState, type FormEvent } from 'react';
import type { PerpsInstrument, PerpsOrder } from '../../../api/perps/contract/schemas';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { ModalDialog } from '../../../ui/modal-dialog';
import { checkModify } from './account-forms';
import { explainPerpsError } from './error-words';
import { exact } from './figures';
import type { useModifyOrder } from './use-order-writes';

/*
 * A new price and a new TOTAL quantity for a resting limit order (facts §5.4): the total counts
 * what has filled, so the form says how much has and starts from the order's own figures. The
 * gateway's per-order refusal (modify_would_cross, modify_no_op…) is shown in words and the order
 * stays as it was; an accepted change closes the dialog.
 */

type Modify = ReturnType<typeof useModifyOrder>;
const INPUT = 'min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums dark:border-slate-600 dark:bg-slate-800';

export function ModifyDialog({
  order,
  instrument,
  modify,
  onClose,
}: {
  order: PerpsOrder | undefined;
  instrument: PerpsInstrument | undefined;
  modify: Modify;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={order !== undefined} title={`Modify order ${order?.order_id ?? ''}`} onClose={onClose} testId="modify-dialog">
      {order && <ModifyForm key={order.order_id} order={order} instrument={instrument} modify={modify} onDone={onClose} />}
    </ModalDialog>
  );
}

function ModifyForm({
  order,
  instrument,
  modify,
  onDone,
}: {
  order: PerpsOrder;
  instrument: PerpsInstrument | undefined;
  modify: Modify;
  onDone: () => void;
}) {
  const [price, setPrice] = useState(order.price ?? '');
  const [qty, setQty] = useState(order.quantity);
  const [tried, setTried] = useState(false);
  // without the instrument's decimals (still loading) the gateway is the one to check them
  const decimals = instrument ?? { price_decimals: 18, quantity_decimals: 18 };
  const check = checkModify({ price, qty }, order, decimals);
  const errors: { price?: string; qty?: string } = tried && !check.ok ? check : {};
  const refusal = modify.data?.[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!check.ok || modify.isPending) return;
    modify.mutate(
      { oid: order.order_id, p: check.p, qty: check.qty },
      {
        onSuccess: (refused) => {
          if (refused.length === 0) onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {order.buy ? 'Buy' : 'Sell'} {instrument?.symbol ?? ''}: {exact(order.filled_quantity)} of {exact(order.quantity)} filled. The
        quantity is the new total, filled part included.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Price" error={errors.price}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              className={INPUT}
            />
          )}
        </Field>
        <Field label="Total quantity" error={errors.qty}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              value={qty}
              onChange={(e) => setQty(e.target.value)}
              className={INPUT}
            />
          )}
        </Field>
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300" data-testid="modify-refusal">
          Not changed: {refusal.words}
        </p>
      )}
      {modify.isError && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300" data-testid="modify-error">
          {explainPerpsError(modify.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button onClick={onDone}>Keep it as it is</Button>
        <Button type="submit" variant="primary" disabled={modify.isPending}>
          {modify.isPending ? 'Changing…' : 'Change order'}
        </Button>
      </div>
    </form>
  );
}
