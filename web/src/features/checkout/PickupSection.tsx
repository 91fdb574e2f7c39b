import { Button, Callout, Card, Radio, RadioGroup, Spinner, Tag } from '@blueprintjs/core';
import { CrossIcon, ShopIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/checkout';
import { storePickerActions } from '../store-picker/store-picker-slice';
import { StoreDetails, StorePickerDialog } from '../store-picker/StorePickerDialog';

/** Pickup (spec 2 §2.3, §2.4): delivery is convenience-store pickup; home delivery shows as unavailable. */
export function PickupSection() {
  const dispatch = useAppDispatch();
  const { selected, loading } = useAppSelector((state) => state.storePicker);
  return (
    <Card className="checkout-section" data-testid="checkout-pickup">
      <h2>{messages.checkoutForm.pickupTitle}</h2>
      <RadioGroup selectedValue="pickup" onChange={() => {}} inline>
        <Radio value="pickup" label={messages.checkoutForm.deliveryPickup} data-testid="delivery-pickup" />
        <Radio value="shipping" disabled data-testid="delivery-shipping">
          {messages.checkoutForm.deliveryShipping}{' '}
          <Tag minimal intent="warning">
            {messages.checkoutForm.temporarilyUnavailable}
          </Tag>
        </Radio>
      </RadioGroup>
      {loading ? (
        <div className="checkout-store-loading" role="status">
          <Spinner size={20} />
          <span>{messages.storePicker.loading}</span>
        </div>
      ) : selected ? (
        <Callout intent="success" icon={<ShopIcon />} className="checkout-selected-store" data-testid="selected-store">
          <StoreDetails store={selected} />
          <Button variant="minimal" size="small" icon={<CrossIcon />} text={messages.storePicker.clear} onClick={() => dispatch(storePickerActions.clearRequested())} data-testid="store-clear" />
        </Callout>
      ) : (
        <p className="checkout-muted">{messages.storePicker.none}</p>
      )}
      <Button
        className="primary-action"
        icon={<ShopIcon />}
        intent={selected ? 'none' : 'primary'}
        text={selected ? messages.storePicker.change : messages.storePicker.choose}
        onClick={() => dispatch(storePickerActions.dialogOpened())}
        data-testid="store-picker-open"
      />
      <StorePickerDialog />
    </Card>
  );
}
