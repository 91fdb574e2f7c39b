import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { shopSettingsActions, type ShopSettings } from './shop-settings-slice';

/** The shop's settings once read (null before, or when the read failed); the first caller asks for them. */
export function useShopSettings(): ShopSettings | null {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.shopSettings.settings);
  useEffect(() => {
    if (!settings) dispatch(shopSettingsActions.wanted());
  }, [dispatch, settings]);
  return settings;
}
