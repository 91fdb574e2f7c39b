// The public API of the domain core: pure rules an integrator can use without a server
// (design.md, section 1). Every module below is I/O-free.
export * from './money/pricing';
export * from './outlet/outlet-item';
export * from './outlet/availability';
export * from './outlet/grouping';
export * from './outlet/sorting';
export * from './outlet/search';
