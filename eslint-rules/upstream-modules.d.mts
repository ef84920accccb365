// Types of upstream-modules.mjs for the TypeScript code that imports it (tests/unit/module-layers.test.ts).
import type { Rule } from 'eslint';

export type TUnit = { paths: readonly string[]; may: readonly string[] };
export declare const INFRASTRUCTURE: Readonly<Record<string, TUnit>>;
export declare const MODULES: Readonly<Record<string, readonly string[]>>;
export declare const COMPOSITION: Readonly<Record<string, TUnit>>;
export declare const UNITS: Readonly<Record<string, TUnit>>;
export declare function unitOf(relPath: string): string | null;
export declare function findCycle(graph: Readonly<Record<string, readonly string[]>>): string[] | null;
declare const upstreamModulesRule: Rule.RuleModule;
export default upstreamModulesRule;
