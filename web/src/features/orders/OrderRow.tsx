import type { ReactNode } from 'react';
import './order-rows.css';

/**
 * One fact of an order as its cards show it: the label left, the value right (a long value wraps, still right).
 * In its own file, with its CSS, so the invoice block (issue 30) draws its rows the card's way wherever it is shown
 * (the order card, the history, the console) without loading the order page's styles or importing the card.
 */
export function OrderRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="order-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
