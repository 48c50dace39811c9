import type { Rule } from 'sanity'

/**
 * Starts a field's validation from a clean rule. Sanity pre-loads rules it infers from the type (`options.list` adds
 * "Value did not match any allowed values", `url` adds its own URI check); where our own rule says the same thing
 * better, the inferred one would only repeat it in other words. Every typed rule (StringRule, ArrayRule…) is a Rule
 * at runtime; only the untyped Rule declares reset().
 */
export function fromCleanRule<R>(rule: R, build: (rule: Rule) => Rule): R {
  return build((rule as unknown as Rule).reset()) as R
}
