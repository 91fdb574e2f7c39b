import type { VariantChip } from '../../domain';
import { messages } from '../../i18n/messages';
import { OptionButton } from './OptionButton';

interface VariantChipsProps {
  /** From the domain's variantChips(): labels, availability and disabled state are its rules. */
  chips: readonly VariantChip[];
  selectedId: number | undefined;
  onSelect: (variantId: number) => void;
}

/** One chip per variant; sold-out chips are disabled and dimmed (spec 2 §4). */
export function VariantChips({ chips, selectedId, onSelect }: VariantChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className="variant-chips" role="group" aria-label={messages.outlet.variants}>
      {chips.map(({ item, label, disabled }) => {
        const selected = item.id === selectedId;
        return (
          <OptionButton
            key={item.id}
            className="variant-chip"
            selected={selected}
            disabled={disabled}
            data-testid="variant-chip"
            onClick={(event) => {
              // The card itself navigates on click; a chip only selects.
              event.stopPropagation();
              onSelect(item.id);
            }}
          >
            {label}
          </OptionButton>
        );
      })}
    </div>
  );
}
