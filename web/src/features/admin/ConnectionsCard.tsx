import { Button, Callout, Card, Classes, H4, H5, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { DisableIcon, LinkIcon, RefreshIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/messages';
import { formatTaipeiTime } from '../marketplace/marketplace-format';
import { connectionsActions, type ShopeeConnection } from './connections-slice';
import { DisconnectDialog } from './DisconnectDialog';
import { SyncPanel } from './SyncPanel';

const text = messages.connections;
const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

function StatusTag({ connection }: { connection: ShopeeConnection }) {
  if (connection.shopeeAuthenticated && connection.status === 'connected') {
    return <Tag intent="success" data-testid="shopee-status" data-status="connected">{text.connected}</Tag>;
  }
  if (connection.status === 'reauthorize') {
    return <Tag intent="warning" data-testid="shopee-status" data-status="reauthorize">{text.reauthorize}</Tag>;
  }
  return <Tag minimal data-testid="shopee-status" data-status="none">{text.notConnected}</Tag>;
}

function ConnectionFacts({ connection }: { connection: ShopeeConnection }) {
  return (
    <HTMLTable compact className="connections-facts" data-testid="shopee-connection">
      <tbody>
        <tr>
          <th scope="row">{text.status}</th>
          <td>
            <StatusTag connection={connection} />
          </td>
        </tr>
        <tr>
          <th scope="row">{text.shopId}</th>
          <td data-testid="shopee-shop-id">{orDash(connection.shopId)}</td>
        </tr>
        <tr>
          <th scope="row">{text.shopName}</th>
          <td data-testid="shopee-shop-name">{orDash(connection.shopName)}</td>
        </tr>
        <tr>
          <th scope="row">{text.accessExpiresAt}</th>
          <td>{orDash(formatTaipeiTime(connection.accessExpiresAt))}</td>
        </tr>
        <tr>
          <th scope="row">{text.authExpiresAt}</th>
          <td>{orDash(formatTaipeiTime(connection.authExpiresAt))}</td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}

function ShopeeDisconnectDialog() {
  const dispatch = useAppDispatch();
  const { disconnectConfirmOpen, disconnecting } = useAppSelector((state) => state.connections);
  return (
    <DisconnectDialog
      isOpen={disconnectConfirmOpen}
      disconnecting={disconnecting}
      text={{ title: text.disconnectTitle, body: text.disconnectBody, cancel: text.disconnectCancel, confirm: text.disconnectConfirm }}
      confirmTestId="shopee-disconnect-confirm"
      onClose={() => dispatch(connectionsActions.disconnectClosed())}
      onConfirm={() => dispatch(connectionsActions.disconnectConfirmed())}
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
      <H4>{text.title}</H4>
      <H5>{text.shopee}</H5>
      {body}
      <SyncPanel />
      <ShopeeDisconnectDialog />
    </Card>
  );
}
