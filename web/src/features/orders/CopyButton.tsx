import { Button } from '@blueprintjs/core';
import { DuplicateIcon, TickIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { orderMessages } from './order-messages';

/** Spec 2 §5, §9: after a copy the button shows a check mark for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Copies `value` to the clipboard. Clipboard errors are only logged (spec 2 §8); the check mark shows only
 * when the copy worked.
 */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <Button
      variant="minimal"
      size="small"
      icon={copied ? <TickIcon className="copy-tick" /> : <DuplicateIcon />}
      aria-label={copied ? orderMessages.copied : label}
      title={copied ? orderMessages.copied : label}
      data-testid={testId}
      data-copied={copied ? 'true' : 'false'}
      onClick={() => void copy()}
    />
  );
}
