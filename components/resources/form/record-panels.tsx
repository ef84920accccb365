// The panels a screen declares below a saved record's form (TScreen.panels): what a domain shows
// about one record besides its fields, on the record's own page and in its dialog on the list.
'use client';
import type { ComponentType } from 'react';
import { ContestEntriesPanel } from '@/components/contest/contest-entries-panel';
import type { TRecordPanel, TScreen } from '@/lib/resources/screens';

export type TRecordPanelProps = { screen: TScreen; id: string; scopes: readonly string[] };

export const RECORD_PANEL_UI: Record<TRecordPanel, ComponentType<TRecordPanelProps>> = {
  contestEntries: ContestEntriesPanel,
};

/** The screen's panels for a saved record (none for a new one). */
export function RecordPanels({ screen, id, scopes }: { screen: TScreen; id: string | null; scopes: readonly string[] }) {
  if (id === null || !screen.panels?.length) return null;
  return (
    <div className="space-y-4">
      {screen.panels.map((name) => {
        const Panel = RECORD_PANEL_UI[name];
        return <Panel key={name} screen={screen} id={id} scopes={scopes} />;
      })}
    </div>
  );
}
