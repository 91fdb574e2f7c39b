import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { normalizeOutletCategory, OUTLET_CATEGORY_MAX_LENGTH } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { adminTablesActions, type CategoryEdit } from './admin-tables-slice';

const text = messages.admin.inventory.category;

/**
 * Issue 28: a product's category in its inventory row, set or cleared in place (blank is none). The input offers
 * the categories in use (datalist `listId`) and takes free text up to the codec's length; a refusal reads under it.
 */
export function InventoryCategoryCell({ sku, title, category, edit, listId }: {
  sku: string; title: string; category: string | null; edit: CategoryEdit | undefined; listId: string;
}) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(category ?? '');
  useEffect(() => setDraft(category ?? ''), [category]);
  const errorId = `category-error-${sku}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server normalizes the same way; an over-long or odd draft goes as typed so its refusal reads by the field.
    const normalized = normalizeOutletCategory(draft);
    dispatch(adminTablesActions.categorySaveRequested({ sku, category: normalized === undefined ? draft : normalized }));
  };
  return (
    <form className="inventory-category" onSubmit={submit} data-testid="inventory-category-form">
      <InputGroup
        small value={draft} onValueChange={setDraft} list={listId} maxLength={OUTLET_CATEGORY_MAX_LENGTH} placeholder={text.placeholder}
        aria-label={text.input(title)} intent={edit?.error ? 'danger' : 'none'} aria-invalid={Boolean(edit?.error)}
        aria-describedby={edit?.error ? errorId : undefined} data-testid="inventory-category-input"
      />
      <Button small type="submit" className="tap-target" text={text.save} loading={edit?.saving} data-testid="inventory-category-save" />
      {edit?.error && <div id={errorId} className="inventory-category-error bp6-text-small" role="alert" data-testid="inventory-category-error">{edit.error}</div>}
    </form>
  );
}
