import { HTMLTable } from '@blueprintjs/core';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/console';
import { AttentionCard } from './AttentionCard';
import type { StaffListState } from './staff-list';
import { staffLists } from './staff-lists';

type StaffListName = keyof typeof staffLists;
type ItemOf<K extends StaffListName> = (typeof staffLists)[K] extends { initialState: StaffListState<infer I> } ? I : never;

export interface StaffListCardProps<K extends StaffListName> {
  /** The list of staff-lists.ts the card shows; it is loaded when the card mounts. */
  list: K;
  testId: string;
  /** The prefix of the card's reload button and error (AttentionCard). */
  testIdPrefix: string;
  title: string;
  emptyText: string;
  /** The table's column headings, in order ('' for a column without one). */
  headings: readonly string[];
  /** One table row per item, in the server's order. */
  row: (item: ItemOf<K>, index: number) => ReactNode;
}

/** A console card of a read-only staff list: AttentionCard's states around a scrollable table of its items. */
export function StaffListCard<K extends StaffListName>({ list, testId, testIdPrefix, title, emptyText, headings, row }: StaffListCardProps<K>) {
  const dispatch = useAppDispatch();
  // The root state holds each list under its name (staffListReducers); TypeScript cannot follow a generic key there.
  const load = useAppSelector((state) => state[list] as StaffListState<ItemOf<K>>);
  const reload = useCallback(() => {
    dispatch(staffLists[list].actions.loadRequested());
  }, [dispatch, list]);
  useEffect(reload, [reload]);

  return (
    <AttentionCard testId={testId} testIdPrefix={testIdPrefix} title={title} load={load} emptyText={emptyText}
      reloadText={messages.admin.reload} onReload={reload}>
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={messages.admin.tableRegion}>
        <HTMLTable compact striped className="admin-table">
          <thead>
            <tr>
              {headings.map((heading, index) => (
                <th key={index}>{heading}</th>
              ))}
            </tr>
          </thead>
          <tbody>{load.items.map(row)}</tbody>
        </HTMLTable>
      </div>
    </AttentionCard>
  );
}
