// Presets (docs/design.md, decision 14): the fixed action categories and conversation topics some projects have.
// Which project gets which is configuration (the `presets` option), never a literal here.

export interface Preset {
  /** Request action categories offered for the project. */
  actionCategories: readonly string[];
  /** Conversation topics offered for the project, where it has fixed ones. */
  conversationTopics?: readonly string[];
}

/** Project id to preset. */
export type Presets = Readonly<Record<string, Preset>>;

// `@__PURE__`: a bundler may drop a preset nobody imports (Object.freeze is a call it cannot
// otherwise prove free of side effects); an app that passes no `presets` ships none.

/** The home-app preset (docs/design.md, decision 14). */
export const HOME_APP_PRESET: Preset = /* @__PURE__ */ Object.freeze({
  actionCategories: /* @__PURE__ */ Object.freeze(['Maintenance', 'Broker', 'Linking', 'CRM']),
  conversationTopics: /* @__PURE__ */ Object.freeze([
    'General',
    'CRM',
    'Contact Center',
    'Sales',
    'Broker',
    'Complex Manager',
    'Other',
  ]),
});

/** The preset of the spec's other project: one catch-all category. */
export const OTHER_PRESET: Preset = /* @__PURE__ */ Object.freeze({
  actionCategories: /* @__PURE__ */ Object.freeze(['Other']),
});

export function presetFor(presets: Presets | undefined, projectId: string | undefined): Preset | undefined {
  if (!presets || projectId === undefined) return undefined;
  return Object.hasOwn(presets, projectId) ? presets[projectId] : undefined;
}
