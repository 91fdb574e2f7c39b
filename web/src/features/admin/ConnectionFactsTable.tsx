import { HTMLTable, Tag } from '@blueprintjs/core';

export type ConnectionState = 'connected' | 'reauthorize' | 'none';

export interface ConnectionFact {
  label: string;
  /** The value as shown; null is a dash. */
  value: string | null;
  testId?: string;
}

export interface ConnectionFactsTableProps {
  /** The table's test id; the status tag's is `statusTestId`. */
  testId: string;
  statusTestId: string;
  state: ConnectionState;
  labels: { status: string; connected: string; reauthorize: string; notConnected: string };
  facts: ConnectionFact[];
}

/**
 * A shop connection on the Connections page (Shopee, Shopify): its state as a tag (green connected, orange to
 * authorise again, plain not connected), then one row per fact.
 */
export function ConnectionFactsTable({ testId, statusTestId, state, labels, facts }: ConnectionFactsTableProps) {
  const tag = {
    connected: { intent: 'success', minimal: false, text: labels.connected },
    reauthorize: { intent: 'warning', minimal: false, text: labels.reauthorize },
    none: { intent: undefined, minimal: true, text: labels.notConnected },
  } as const;
  return (
    <HTMLTable compact className="connections-facts" data-testid={testId}>
      <tbody>
        <tr>
          <th scope="row">{labels.status}</th>
          <td>
            <Tag intent={tag[state].intent} minimal={tag[state].minimal} data-testid={statusTestId} data-status={state}>
              {tag[state].text}
            </Tag>
          </td>
        </tr>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th scope="row">{fact.label}</th>
            <td data-testid={fact.testId}>{fact.value ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
