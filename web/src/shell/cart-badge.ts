// The badge rule (99+ above 99, nothing for an empty cart) is the domain's; the shell only shows it.
export { cartBadgeText } from '../domain';
