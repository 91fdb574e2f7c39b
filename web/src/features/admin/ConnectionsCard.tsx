import { Button, Callout, Card, Classes, H2, H3, Spinner } from '@blueprintjs/core';
import { DisableIcon, LinkIcon, RefreshIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/console';
import { formatTaipeiTime } from '../../app/taipei-time';
import { ConfirmDisconnectDialog } from './ConfirmDisconnectDialog';
import { ConnectionFactsTable, type ConnectionState } from './ConnectionFactsTable';
import { connectionsActions, type ShopeeConnection } from './connections-slice';
import { SyncPanel } from './SyncPanel';

const text = messages.connections;
const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

function connectionState(connection: ShopeeConnection): ConnectionState {
  if (connection.shopeeAuthenticated && connection.status === 'connected') return 'connected';
  return connection.status === 'reauthorize' ? 'reauthorize' : 'none';
}

function ConnectionFacts({ connection }: { connection: ShopeeConnection }) {
  return (
    <ConnectionFactsTable
      testId="shopee-connection"
      statusTestId="shopee-status"
      state={connectionState(connection)}
      labels={text}
      facts={[
        { label: text.shopId, value: orDash(connection.shopId), testId: 'shopee-shop-id' },
        { label: text.shopName, value: orDash(connection.shopName), testId: 'shopee-shop-name' },
        { label: text.accessExpiresAt, value: orDash(formatTaipeiTime(connection.accessExpiresAt)) },
        { label: text.authExpiresAt, value: orDash(formatTaipeiTime(connection.authExpiresAt)) },
      ]}
    />
  );
}

function ShopeeDisconnectDialog() {
  const dispatch = useAppDispatch();
  const { disconnectConfirmOpen, disconnecting } = useAppSelector((state) => state.connections);
  return (
    <ConfirmDisconnectDialog
      isOpen={disconnectConfirmOpen}
      onClose={() => dispatch(connectionsActions.disconnectClosed())}
      onConfirm={() => dispatch(connectionsActions.disconnectConfirmed())}
      confirming={disconnecting}
      text={{ title: text.disconnectTitle, body: text.disconnectBody, cancel: text.disconnectCancel, confirm: text.disconnectConfirm }}
      confirmTestId="shopee-disconnect-confirm"
    />
  );
}

/** Issue 11: the Shopee shop this store reads its catalogue from (connect, reauthorise, disconnect) and the sync. */
export function ConnectionsCard() {
  const dispatch = useAppDispatch();
  const { connection, status, error, connecting } = useAppSelector((state) => state.connections);

  useEffect(() => {
    dispatch(connectionsActions.entered());
    return () => {
      dispatch(connectionsActions.left());
    };
  }, [dispatch]);

  let body;
  if (status === 'failed') {
    body = (
      <Callout intent="danger" data-testid="shopee-connection-error">
        <p>{error}</p>
        <Button icon={<RefreshIcon />} text={text.reload} onClick={() => dispatch(connectionsActions.reloadRequested())} />
      </Callout>
    );
  } else if (!connection) {
    body = (
      <div role="status" className={Classes.TEXT_MUTED}>
        <Spinner size={24} />
        <p>{text.loading}</p>
      </div>
    );
  } else {
    const connected = connection.shopeeAuthenticated;
    body = (
      <>
        <ConnectionFacts connection={connection} />
        <div className="connections-actions">
          <Button
            className="tap-target"
            intent="primary"
            icon={<LinkIcon />}
            text={connected ? text.reconnect : text.connect}
            loading={connecting}
            onClick={() => dispatch(connectionsActions.connectRequested())}
            data-testid="shopee-connect"
          />
          {connected && (
            <Button
              intent="danger"
              variant="outlined"
              icon={<DisableIcon />}
              text={text.disconnect}
              onClick={() => dispatch(connectionsActions.disconnectOpened())}
              data-testid="shopee-disconnect"
            />
          )}
        </div>
      </>
    );
  }

  return (
    <Card className="connections-card" data-testid="connections-card" data-status={status}>
      {/* The page's h2 and its platform's h3 (axe heading-order), at their old H4 and H5 sizes. */}
      <H2 className="heading-size-4">{text.title}</H2>
      <H3 className="heading-size-5">{text.shopee}</H3>
      {body}
      <SyncPanel />
      <ShopeeDisconnectDialog />
    </Card>
  );
}
