import { useAppSelector } from '../../app/hooks';
import { selectVisibleOutletGroups } from './outlet-selectors';
import { ProductCard } from './ProductCard';

export function OutletGrid() {
  const groups = useAppSelector(selectVisibleOutletGroups);
  return (
    <div className="outlet-grid" data-testid="outlet-grid">
      {groups.map((group, position) => (
        <ProductCard key={group.sku} group={group} position={position} />
      ))}
    </div>
  );
}
