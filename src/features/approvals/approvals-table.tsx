import type { ReactNode } from 'react';
import { Address } from '../../ui/address';
import { Badge } from '../../ui/badge';
import { TableFrame, Td, Th } from '../../ui/table';
import { approvalLabel, contractName, formatAllowance, type ApprovalContract, type FeatureGroup } from './approvals';

function Contract({ address }: { address: string }) {
  const name = contractName(address);
  return (
    <div className="flex flex-col">
      <span className="text-sm font-medium">{name ?? 'Unknown contract'}</span>
      <Address address={address} className="text-slate-600 dark:text-slate-400" />
    </div>
  );
}

function Allowance({ contract }: { contract: ApprovalContract }) {
  const text = formatAllowance(contract);
  if (text === null) return <span className="text-slate-600 dark:text-slate-400">All tokens (operator)</span>;
  const symbol = contractName(contract.token);
  return (
    <span className="tabular-nums">
      {text}
      {text !== 'Unlimited' && symbol ? ` ${symbol}` : ''}
    </span>
  );
}

/** One feature's approvals: what each one is, between which contracts, and whether it is in place. */
export function ApprovalsTable({ group, action }: { group: FeatureGroup; action?: (c: ApprovalContract) => ReactNode }) {
  return (
    // on a phone each approval is a card (index.css, table-cards): its name, then status and allowance
    <TableFrame label={`${group.label} approvals`} className="table-cards">
      {/* positioned, so the copy buttons' visually hidden status text stays inside the scrolling frame */}
      <table className="relative w-full border-collapse" data-testid={`approvals-${group.feature}`}>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <Th>Approval</Th>
            <Th>Token</Th>
            <Th>Spender</Th>
            <Th>Standard</Th>
            <Th align="right">Allowance</Th>
            <Th>Status</Th>
            {action && <Th align="right">Change</Th>}
          </tr>
        </thead>
        <tbody>
          {group.contracts.map((c) => (
            <tr
              key={c.id}
              className="border-b border-slate-100 last:border-b-0 dark:border-slate-800"
              data-testid="approval-row"
              data-id={c.id}
              data-approved={c.approved}
            >
              <Td className="min-w-[12rem] whitespace-normal font-medium" data-col="label" data-card="title">
                {approvalLabel(c)}
              </Td>
              <Td data-col="token" data-label="Token" data-card="wide">
                <Contract address={c.token} />
              </Td>
              <Td data-col="spender" data-label="Spender" data-card="wide">
                <Contract address={c.spender} />
              </Td>
              <Td data-col="standard" data-label="Standard">
                {c.standard}
              </Td>
              <Td align="right" data-col="allowance" data-label="Allowance" data-card="lead">
                <Allowance contract={c} />
              </Td>
              <Td data-col="status" data-label="Status" data-card="lead">
                {c.approved ? (
                  <Badge tone="positive">Approved</Badge>
                ) : (
                  <Badge tone="warning" title="This approval is not in place">
                    Missing
                  </Badge>
                )}
              </Td>
              {action && (
                <Td align="right" data-col="action" data-label="Change" data-card="wide">
                  {action(c)}
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
