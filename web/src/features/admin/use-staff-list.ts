import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { staffLists } from './staff-lists';

/** A console card's read-only list (staff-lists.ts): loaded when the card mounts, and its reload for the card. */
export function useStaffList<K extends keyof typeof staffLists>(name: K) {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state[name]);
  const reload = useCallback(() => {
    dispatch(staffLists[name].actions.loadRequested());
  }, [dispatch, name]);
  useEffect(reload, [reload]);
  return { load, reload };
}
