// The grouped navigation: one collapsible group per menu section; the group holding the current
// route starts open, the others keep what the user chose (remembered in localStorage).
'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useSyncExternalStore } from 'react';
import { cn } from '@/components/ui/cn';
import type { TShellMenuSection } from '@/lib/shell/shell-data';

const STORAGE_KEY = 'tb_nav_open';

export function isActivePath(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(path + '/');
}

const CHANGE_EVENT = 'tb-nav-open';

function parseOpenGroups(raw: string): Record<string, boolean> {
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

// Fallback when storage is unavailable (private mode): remembered for this page only.
let memory = '{}';

function readRaw(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function writeOpenGroups(value: Record<string, boolean>): void {
  memory = JSON.stringify(value);
  try {
    window.localStorage.setItem(STORAGE_KEY, memory);
  } catch {
    // private mode: kept in memory only
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function NavMenu({ sections, pathname }: { sections: TShellMenuSection[]; pathname: string }) {
  // What the user opened or closed, remembered in localStorage (the server renders the defaults).
  const raw = useSyncExternalStore(subscribe, readRaw, () => '{}');
  const chosen = useMemo(() => parseOpenGroups(raw), [raw]);
  // Prefetched on intent (pointer over, focus), not all at once when the menu shows: every menu
  // link is a dynamic page, and a page load set off two server renders per visible link.
  const router = useRouter();

  function toggle(group: string, next: boolean) {
    writeOpenGroups({ ...chosen, [group]: next });
  }

  return (
    <ul className="space-y-1">
      {sections.map((section) => {
        const hasActive = section.items.some((i) => isActivePath(pathname, i.path));
        const isOpen = chosen[section.group] ?? (hasActive || section.group === 'main');
        const listId = `nav-${section.group}`;
        return (
          <li key={section.group}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => toggle(section.group, !isOpen)}
              className="flex w-full items-center justify-between rounded-md px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              {section.label}
              <span aria-hidden className={cn('transition-transform', isOpen ? 'rotate-90' : '')}>›</span>
            </button>
            <ul id={listId} hidden={!isOpen} className="mb-2 space-y-0.5">
              {section.items.map((item) => {
                const active = isActivePath(pathname, item.path);
                return (
                  <li key={item.id}>
                    <Link
                      href={item.path}
                      prefetch={false}
                      onMouseEnter={() => router.prefetch(item.path)}
                      onFocus={() => router.prefetch(item.path)}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-600',
                        active ? 'bg-sky-50 font-medium text-sky-800' : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {item.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
