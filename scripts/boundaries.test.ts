// The packages' boundaries as lint rules (eslint.config.js BOUNDARIES): each refuses what crosses it and lets the
// allowed imports pass, so a rule that matched nothing would fail here rather than keep the house's shape in name only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('package boundaries', () => {
  // The first lint loads the configuration and its plugins: seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'packages/ui/src/index.ts')), 60_000);

  it.each([
    ['packages/permissions/src/resolve.ts', "import { z } from 'zod';"],
    ['packages/ui/src/components/Button/Button.tsx', "import { MESSAGES } from '@equipdesk/api-client/contract';"],
    ['packages/ui/src/components/Button/Button.tsx', "import { useNavigate } from 'react-router-dom';"],
    ['packages/ui/src/components/Button/Button.tsx', "import { can } from '@equipdesk/permissions';"],
    ['packages/ui/src/components/Button/Button.styles.ts', "import styled from 'styled-components';"],
    ['packages/api-client/src/client.ts', "import { Button } from '@equipdesk/ui';"],
    ['packages/api-client/src/contract/assets.ts', "import { useState } from 'react';"],
    ['packages/api-client/src/contract/assets.ts', "import { createApiClient } from '../client';"],
    ['packages/server/src/app.ts', "import { createApiClient } from '@equipdesk/api-client';"],
    ['packages/server/src/app.ts', "import { useList } from '@equipdesk/api-client/react';"],
    ['packages/server/src/app.ts', "import { Button } from '@equipdesk/ui';"],
    ['packages/console/src/main.tsx', "import { buildApp } from '@equipdesk/server';"],
  ])('%s refuses %s', async (file, source) => {
    expect(await refusals(file, source)).toHaveLength(1);
  });

  it.each([
    ['packages/permissions/src/resolve.ts', "import { x } from './types';"],
    ['packages/ui/src/components/Button/Button.tsx', "import { styled } from 'styled-components';"],
    ['packages/api-client/src/client.ts', "import { can } from '@equipdesk/permissions';"],
    ['packages/api-client/src/contract/assets.ts', "import { z } from 'zod';"],
    ['packages/server/src/app.ts', "import { MESSAGES } from '@equipdesk/api-client/contract';"],
    ['packages/server/src/app.ts', "import { can } from '@equipdesk/permissions';"],
    ['packages/console/src/main.tsx', "import { Button } from '@equipdesk/ui';"],
  ])('%s allows %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  });
});
