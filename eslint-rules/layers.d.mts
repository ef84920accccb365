// Types of layers.mjs for the TypeScript code that imports it (tests/unit/layer-rules.test.ts).
import type { Rule } from 'eslint';

export declare const LAYERS: readonly { from: string; may: readonly string[]; says: string }[];
declare const layersRule: Rule.RuleModule;
export default layersRule;
