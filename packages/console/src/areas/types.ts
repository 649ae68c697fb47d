/** What every area module exports: its screens, keyed by the spec's route name. */
import type { ComponentType } from 'react';

export type AreaPages = Readonly<Record<string, ComponentType>>;
