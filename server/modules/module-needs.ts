import type { Container } from 'inversify';
import type { ContextModule, Token } from './context-module';

/** A token as a person reads it in an error: the class's name, or the symbol's description. */
export function tokenName(token: Token): string {
  if (typeof token === 'function') return token.name;
  if (typeof token === 'symbol') return token.description ?? token.toString();
  return String(token);
}

/** Every token some module of the list declares it provides. */
function provided(contexts: readonly ContextModule[]): Set<Token> {
  return new Set(contexts.flatMap((context) => context.provides ?? []));
}

/**
 * Before anything is built: every module's need is provided by a module of the list, so a missing context fails the
 * start with its name rather than at the first request that resolves it.
 * @throws Error naming the module and the need
 */
export function checkNeeds(contexts: readonly ContextModule[]): void {
  const available = provided(contexts);
  const listed = contexts.map((context) => context.name).join(', ');
  for (const context of contexts) {
    for (const need of context.needs ?? []) {
      if (!available.has(need)) throw new Error(`module '${context.name}' needs ${tokenName(need)}, which no listed module (${listed}) provides`);
    }
  }
}

/**
 * Once the modules are loaded: every declared `provides` is bound (a declaration cannot drift from the bindings), and
 * an optional need that no listed module provides gets its module's fallback, if it has one.
 * @throws Error naming the module and the token it declares but does not bind
 */
export function settleNeeds(container: Container, contexts: readonly ContextModule[]): void {
  for (const context of contexts) {
    for (const token of context.provides ?? []) {
      if (!container.isBound(token)) throw new Error(`module '${context.name}' declares it provides ${tokenName(token)} but does not bind it`);
    }
  }
  const available = provided(contexts);
  for (const context of contexts) {
    for (const { token, fallback } of context.optionalNeeds ?? []) {
      if (fallback && !available.has(token) && !container.isBound(token)) container.bind(token).toConstantValue(fallback());
    }
  }
}
