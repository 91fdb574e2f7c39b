// The web client's single doorway to the shared domain core (design.md section 1): rules are imported,
// never re-implemented here.
export * from '../../domain';
