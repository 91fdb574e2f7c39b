import { Button, Callout, Card, Classes, FormGroup, H3, H4, HTMLTable, InputGroup, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { DisableIcon, LinkIcon, RefreshIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/console';
import { formatTaipeiTime } from '../../app/taipei-time';
import { ConfirmDisconnectDialog } from './ConfirmDisconnectDialog';
import { ConnectionFactsTable } from './ConnectionFactsTable';
import { isShopifyConnected, shopifyActions, type ShopifyConnection, type ShopifyCredentials, type ShopifySync } from './shopify-slice';

const text = messages.admin.shopify;

/** The connect form: shop URL and an Admin API token, or a client id and secret (the client-credentials path). */
function ConnectForm() {
  const dispatch = useAppDispatch();
  const connecting = useAppSelector((state) => state.shopify.connecting);
  // Issue 28: what the server refused, by field (a wrong token is marked on its field, not only toasted).
  const refused = useAppSelector((state) => state.shopify.connectFields);
  const demo = useAppSelector((state) => state.shopify.sync?.demo ?? null);
  const [mode, setMode] = useState<'token' | 'client'>('token');
  const [values, setValues] = useState({ shopUrl: '', accessToken: '', clientId: '', clientSecret: '' });
  const [missing, setMissing] = useState<string[]>([]);
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (refused[name] !== undefined) dispatch(shopifyActions.connectFieldsShown(Object.fromEntries(Object.entries(refused).filter(([field]) => field !== name))));
  };
  const problemOf = (name: keyof typeof values): string | undefined => (missing.includes(name) ? text.required : refused[name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const needed = mode === 'token' ? ['shopUrl', 'accessToken'] : ['shopUrl', 'clientId', 'clientSecret'];
    const empty = needed.filter((name) => values[name as keyof typeof values].trim() === '');
    setMissing(empty);
    if (empty.length > 0) return;
    const credentials: ShopifyCredentials = mode === 'token'
      ? { shopUrl: values.shopUrl.trim(), accessToken: values.accessToken.trim(), clientId: undefined, clientSecret: undefined }
      : { shopUrl: values.shopUrl.trim(), accessToken: undefined, clientId: values.clientId.trim(), clientSecret: values.clientSecret.trim() };
    dispatch(shopifyActions.connectRequested(credentials));
    // The secret is not kept on the page once sent.
    setValues((current) => ({ ...current, accessToken: '', clientSecret: '' }));
  };
  const input = (name: keyof typeof values, label: string, secret = false) => {
    const problem = problemOf(name);
    const testId = `shopify-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    return (
      <FormGroup label={label} labelFor={`shopify-${name}`} intent={problem ? 'danger' : 'none'}
        helperText={problem ? <span id={`shopify-${name}-problem`} data-testid={`${testId}-problem`}>{problem}</span> : undefined}>
        <InputGroup
          id={`shopify-${name}`}
          type={secret ? 'password' : 'text'}
          autoComplete="off"
          value={values[name]}
          onValueChange={set(name)}
          intent={problem ? 'danger' : 'none'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `shopify-${name}-problem` : undefined}
          data-testid={testId}
        />
      </FormGroup>
    );
  };
  return (
    <form onSubmit={submit} data-testid="shopify-connect-form" noValidate>
      {demo && (
        // The demo (PROVIDERS=sandbox): the simulator's shop and its public token, one click away.
        <Callout intent="primary" data-testid="shopify-demo">
          <H4 className="callout-title">{text.demoTitle}</H4>
          <p>{text.demoBody}</p>
          <p>
            {text.shopDomain}{messages.common.colon}<code data-testid="shopify-demo-shop">{demo.shopUrl}</code><br />
            {text.accessToken}{messages.common.colon}<code data-testid="shopify-demo-token">{demo.accessToken}</code>
          </p>
          <Button intent="primary" icon={<LinkIcon />} text={text.demoConnect} loading={connecting} data-testid="shopify-demo-connect"
            onClick={() => dispatch(shopifyActions.connectRequested({ shopUrl: demo.shopUrl, accessToken: demo.accessToken, clientId: undefined, clientSecret: undefined }))} />
        </Callout>
      )}
      {input('shopUrl', text.shopUrl)}
      {mode === 'token' ? input('accessToken', text.accessToken, true) : (
        <>
          {input('clientId', text.clientId)}
          {input('clientSecret', text.clientSecret, true)}
        </>
      )}
      <div className="connections-actions">
        <Button type="submit" intent="primary" icon={<LinkIcon />} text={text.connect} loading={connecting} data-testid="shopify-connect" />
        <Button variant="minimal" text={mode === 'token' ? text.useClientCredentials : text.useAccessToken} onClick={() => setMode(mode === 'token' ? 'client' : 'token')} data-testid="shopify-mode-toggle" />
      </div>
    </form>
  );
}

/** The variants whose Shopify quantity fell below what is held or sold here: their stock was kept, not lowered. */
function ConflictTable({ conflicts }: { conflicts: ShopifySync['conflicts'] }) {
  return (
    <Callout intent="warning" data-testid="shopify-conflicts">
      <H4 className="callout-title">{text.conflictsTitle}</H4>
      <HTMLTable compact>
        <thead>
          <tr>
            <th>{text.conflictVariant}</th>
            <th>{text.conflictShopify}</th>
            <th>{text.conflictCommitted}</th>
            <th>{text.conflictKept}</th>
            <th>{text.conflictDetected}</th>
          </tr>
        </thead>
        <tbody>
          {conflicts.map((conflict) => (
            <tr key={conflict.variantId} data-testid="shopify-conflict" data-variant-id={conflict.variantId}>
              <td>{conflict.variantId.replace(/^gid:\/\/shopify\/ProductVariant\//, '')}</td>
              <td data-testid="shopify-conflict-shopify">{conflict.shopifyQuantity}</td>
              <td data-testid="shopify-conflict-committed">{conflict.committed}</td>
              <td data-testid="shopify-conflict-kept">{conflict.totalQuantity}</td>
              <td>
                {formatTaipeiTime(conflict.detectedAt)}{messages.common.inParens(text.conflictSources[conflict.detectedBy])}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Callout>
  );
}

function SyncSection({ connected }: { connected: boolean }) {
  const dispatch = useAppDispatch();
  const { sync, syncStatus, syncError, syncStarting } = useAppSelector((state) => state.shopify);
  const running = sync?.running ?? null;
  const last = sync?.last ?? null;
  return (
    <section className="sync-panel" data-testid="shopify-sync-panel">
      <H3 className="heading-size-5">{text.syncTitle}</H3>
      {syncStatus === 'failed' && <Callout intent="danger" data-testid="shopify-sync-error">{syncError}</Callout>}
      <Button
        className="tap-target"
        intent="primary"
        icon={<RefreshIcon />}
        text={text.syncNow}
        loading={syncStarting}
        disabled={!connected || Boolean(running)}
        onClick={() => dispatch(shopifyActions.syncRequested())}
        data-testid="shopify-sync-now"
      />
      {running && (
        <div className="sync-progress" data-testid="shopify-sync-progress" data-done={running.done} data-total={running.total}>
          <ProgressBar intent="primary" aria-label={text.syncRunning(running.done, running.total)} value={running.total ? Math.min(1, running.done / running.total) : undefined} />
          <p aria-live="polite">{text.syncRunning(running.done, running.total)}</p>
        </div>
      )}
      {last ? (
        <div className="sync-last-result" data-testid="shopify-last-sync" data-status={last.status} data-run-id={last.id}>
          <p>
            <strong>{text.lastSync}</strong> <Tag minimal intent={last.status === 'failed' ? 'danger' : last.status === 'done' ? 'success' : 'primary'}>{text.runStatuses[last.status]}</Tag>{' '}
            {last.finishedAt && formatTaipeiTime(last.finishedAt)}
          </p>
          <p data-testid="shopify-last-sync-counts">{text.runCounts(last.created, last.updated, last.done, last.total)}</p>
          {last.conflicts > 0 && <Callout intent="warning" data-testid="shopify-sync-conflicts">{text.conflicts(last.conflicts)}</Callout>}
          {last.errors.length > 0 && (
            <Callout intent="warning" data-testid="shopify-sync-errors">
              <H4 className="callout-title">{text.errors}</H4>
              <ul>{last.errors.map((error, index) => <li key={index}>{error}</li>)}</ul>
            </Callout>
          )}
        </div>
      ) : (
        syncStatus === 'loaded' && <p className={Classes.TEXT_MUTED} data-testid="shopify-last-sync">{text.neverSynced}</p>
      )}
      {sync && (
        <p className={Classes.TEXT_MUTED} data-testid="shopify-sync-schedule">
          {text.itemCount(sync.itemCount)}{messages.common.semicolon}{text.schedule(sync.scheduleMinutes)}
          {sync.nextRunAt && `${messages.common.semicolon}${text.nextRunAt} ${formatTaipeiTime(sync.nextRunAt)}`}
        </p>
      )}
      {sync && sync.conflicts.length > 0 && <ConflictTable conflicts={sync.conflicts} />}
    </section>
  );
}

function ConnectionFacts({ connection }: { connection: ShopifyConnection }) {
  const state = isShopifyConnected(connection) ? 'connected' : connection.status === 'reauthorize' ? 'reauthorize' : 'none';
  const shop = connection.shopDomain === null ? [] : [
    { label: text.shopName, value: connection.shopName, testId: 'shopify-shop-name' },
    { label: text.mode, value: connection.mode && text.modes[connection.mode], testId: 'shopify-mode' },
    { label: text.connectedAt, value: connection.connectedAt && formatTaipeiTime(connection.connectedAt), testId: 'shopify-connected-at' },
    ...(connection.tokenExpiresAt === null ? [] : [{ label: text.tokenExpiresAt, value: formatTaipeiTime(connection.tokenExpiresAt), testId: 'shopify-token-expires-at' }]),
  ];
  return (
    <ConnectionFactsTable
      testId="shopify-connection"
      statusTestId="shopify-status"
      state={state}
      labels={text}
      facts={[{ label: text.shopDomain, value: connection.shopDomain, testId: 'shopify-shop-domain' }, ...shop]}
    />
  );
}

/** Issue 12: the Shopify shop whose stock the outlet follows (connect with credentials, disconnect) and the stock sync. */
export function ShopifyCard() {
  const dispatch = useAppDispatch();
  const { status, connection, error, disconnectConfirmOpen, disconnecting } = useAppSelector((state) => state.shopify);

  useEffect(() => {
    dispatch(shopifyActions.entered());
    return () => {
      dispatch(shopifyActions.left());
    };
  }, [dispatch]);

  const connected = isShopifyConnected(connection);
  let body;
  if (status === 'failed') {
    body = (
      <Callout intent="danger" data-testid="shopify-error">
        <p>{error}</p>
        <Button icon={<RefreshIcon />} text={messages.admin.reload} onClick={() => dispatch(shopifyActions.entered())} />
      </Callout>
    );
  } else if (!connection) {
    body = <Spinner size={24} />;
  } else {
    body = (
      <>
        <ConnectionFacts connection={connection} />
        {connection.status === 'reauthorize' && <Callout intent="warning" data-testid="shopify-reauthorize">{text.reauthorizeBody}</Callout>}
        {!connected && <ConnectForm />}
        {connection.shopDomain !== null && (
          <div className="connections-actions">
            <Button intent="danger" variant="outlined" icon={<DisableIcon />} text={text.disconnect} onClick={() => dispatch(shopifyActions.disconnectOpened())} data-testid="shopify-disconnect" />
          </div>
        )}
      </>
    );
  }

  return (
    <Card className="connections-card" data-testid="shopify-card" data-status={status}>
      {/* An h3 beside the connections card's h2, its callouts' titles h4s (axe heading-order), at the old H5 sizes. */}
      <H3 className="heading-size-5">{text.title}</H3>
      {body}
      <SyncSection connected={connected} />
      <ConfirmDisconnectDialog
        isOpen={disconnectConfirmOpen}
        onClose={() => dispatch(shopifyActions.disconnectClosed())}
        onConfirm={() => dispatch(shopifyActions.disconnectConfirmed())}
        confirming={disconnecting}
        text={{ title: text.disconnectTitle, body: text.disconnectBody, cancel: messages.admin.order.actions.cancel, confirm: text.disconnectConfirm }}
        confirmTestId="shopify-disconnect-confirm"
      />
    </Card>
  );
}
