// Types of layers.mjs for the TypeScript code that imports it (tests/unit/layer-rules.test.ts).
import type { Rule } from 'eslint';

export declare const LAYERS: readonly { from: string; may: readonly string[]; says: string }[];
declare const layersRule: Rule.RuleModule;
export default layersRule;
/** The project file an import names (extension found), or null for a package or outside the project. */
export declare function target(source: string, fileAbs: string): string | null;
export declare function rel(abs: string): string;
