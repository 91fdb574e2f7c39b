import { Button, Callout, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { MapMarkerIcon, ShopIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isLogisticsSubType, pickupStoreLabel, type LogisticsSubType } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { storePickerActions } from './store-picker-slice';
import type { StoreSelection } from './store-storage';

const CHAIN_TEST_IDS: Record<LogisticsSubType, string> = { UNIMARTC2C: 'store-chain-unimart', FAMIC2C: 'store-chain-fami' };

/** The facts of a chosen store: chain, name, id, address, telephone. */
export function StoreDetails({ store }: { store: StoreSelection }) {
  return (
    <div className="store-details">
      <strong className="store-details-name">
        {pickupStoreLabel(messages.storePicker.chains[store.logisticsSubType], store.storeName)}
      </strong>
      <span>{messages.storePicker.storeId(store.storeId)}</span>
      {store.storeAddress && <span>{store.storeAddress}</span>}
      {store.storeTelephone && <span>{messages.storePicker.storeTelephone(store.storeTelephone)}</span>}
    </div>
  );
}

/** 'Choose pickup convenience store' (spec 2 §2.4). */
export function StorePickerDialog() {
  const dispatch = useAppDispatch();
  const { dialogOpen, chain, opening, cookiesBlocked, selected } = useAppSelector((state) => state.storePicker);
  const close = () => dispatch(storePickerActions.dialogClosed());
  return (
    <ShopDialog isOpen={dialogOpen} onClose={close} title={messages.storePicker.title} icon={<ShopIcon />}>
      <div data-testid="store-picker-dialog">
        <DialogBody>
          <RadioGroup
            label={messages.storePicker.chainLabel}
            selectedValue={chain}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isLogisticsSubType(value)) dispatch(storePickerActions.chainChosen(value));
            }}
            inline
          >
            {(Object.keys(CHAIN_TEST_IDS) as LogisticsSubType[]).map((value) => (
              <Radio key={value} value={value} label={messages.storePicker.chains[value]} data-testid={CHAIN_TEST_IDS[value]} />
            ))}
          </RadioGroup>
          <p className="store-picker-hint">{messages.storePicker.mapHint}</p>
          <Button
            intent="primary"
            icon={<MapMarkerIcon />}
            text={messages.storePicker.openMap}
            loading={opening}
            onClick={() => dispatch(storePickerActions.mapRequested())}
            data-testid="store-map-open"
          />
          {cookiesBlocked && (
            <Callout intent="warning" className="store-picker-callout" data-testid="store-cookies-warning">
              {messages.storePicker.cookiesDisabled}
            </Callout>
          )}
          {selected && (
            <Callout intent="success" icon={<ShopIcon />} className="store-picker-callout" data-testid="store-picker-selected">
              <StoreDetails store={selected} />
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={messages.storePicker.cancel} onClick={close} data-testid="store-cancel" />
              <Button text={messages.storePicker.later} onClick={() => dispatch(storePickerActions.chooseLater())} data-testid="store-later" />
              <Button
                intent="success"
                text={messages.storePicker.confirm}
                disabled={!selected}
                onClick={() => dispatch(storePickerActions.storeConfirmed())}
                data-testid="store-confirm"
              />
            </>
          }
        />
      </div>
    </ShopDialog>
  );
}
