// The classes of one de/en button, for the logged-in switch (language-buttons.tsx, a client
// component) and the guest frame's server-rendered form (guest-language-form.tsx).
const BUTTON = 'rounded px-2 py-1 text-xs font-semibold uppercase focus-visible:outline-2 focus-visible:outline-sky-600';

export const LANGUAGE_BUTTON = (current: boolean) => `${BUTTON} ${current ? 'bg-sky-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`;
