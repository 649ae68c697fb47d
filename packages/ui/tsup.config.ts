// Build of @equipdesk/ui: one ESM file with types and source maps, every styled definition marked
// pure so a consumer's bundler drops the components (and their CSS) that the app never imports.
import { readFile } from 'node:fs/promises';
import ts from 'typescript';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** The styled-components helpers whose tagged templates become annotated calls. */
const STYLED_TAGS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/** The identifier a tag expression starts from: `styled` in styled.div, styled(Button).attrs({}). */
function rootIdentifier(node: ts.Expression): string | undefined {
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isIdentifier(current)) return current.text;
    if (ts.isPropertyAccessExpression(current) || ts.isCallExpression(current)) current = current.expression;
    else return undefined;
  }
}

/**
 * Drops the indentation of a template's CSS, as babel-plugin-styled-components' `minify` does:
 * newline runs become one space, and space around `{`, `}` and `;` goes. A template with a `//`
 * comment is left alone: joined into one line, the comment would swallow the rules after it.
 */
function minifyCss(pieces: string[]): string[] {
  if (pieces.some((piece) => /(^|[^:])\/\//.test(piece))) return pieces;
  return pieces.map((piece) =>
    piece
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1'),
  );
}

function markPure<T extends ts.Node>(node: T): T {
  return ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, '#__PURE__', false);
}

/**
 * Bundlers honour `#__PURE__` on calls only, never on tagged templates (rollup#4035, esbuild#3472),
 * so styled`...` becomes styled([...strings], ...values): styled-components reads a plain array of
 * strings exactly like a template's (babel-plugin-styled-components emits the same shape). Every
 * top-level `const x = call(...)` is then marked pure: the package declares `sideEffects: false`,
 * so no module of the kit may do work at import time beyond building the values it exports.
 */
const pureTransformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
  const { factory } = context;
  const visit = (node: ts.Node): ts.Node => {
    const visited = ts.visitEachChild(node, visit, context);
    if (ts.isTaggedTemplateExpression(visited) && STYLED_TAGS.has(rootIdentifier(visited.tag) ?? '')) {
      const template = visited.template;
      const strings = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      const values = ts.isNoSubstitutionTemplateLiteral(template) ? [] : template.templateSpans.map((span) => span.expression);
      const call = factory.createCallExpression(visited.tag, undefined, [
        factory.createArrayLiteralExpression(minifyCss(strings).map((text) => factory.createStringLiteral(text))),
        ...values,
      ]);
      return markPure(call);
    }
    return visited;
  };
  return (sourceFile) => {
    const transformed = ts.visitEachChild(sourceFile, visit, context);
    for (const statement of transformed.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const { initializer } of statement.declarationList.declarations) {
        // `memo(View) as typeof View`: the annotation goes on the call, which outlives the type cast.
        let value = initializer;
        while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value) || ts.isNonNullExpression(value))) {
          value = value.expression;
        }
        if (value && (ts.isCallExpression(value) || ts.isNewExpression(value))) markPure(value);
      }
    }
    return transformed;
  };
};

/** esbuild plugin: runs the transformer on the kit's own sources, keeping JSX for esbuild to compile. */
const pureStyledPlugin: EsbuildPlugin = {
  name: 'equipdesk-pure-styled',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const output = ts.transpileModule(source, {
        fileName: args.path,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          verbatimModuleSyntax: true,
          sourceMap: true,
          inlineSourceMap: false,
          removeComments: false,
        },
        transformers: { before: [pureTransformer] },
      });
      // esbuild composes an inline input map with its own, so the published map points at src/.
      const map = JSON.parse(output.sourceMapText ?? '{}') as { sources?: string[]; sourcesContent?: string[] };
      map.sources = [args.path];
      map.sourcesContent = [source];
      const inline = Buffer.from(JSON.stringify(map)).toString('base64');
      const code = output.outputText.replace(/\/\/# sourceMappingURL=.*$/m, '');
      return { contents: `${code}\n//# sourceMappingURL=data:application/json;base64,${inline}\n`, loader: 'jsx' };
    });
  },
};

export default defineConfig({
  // The kit, the charts and the line chart (on victory) as client entries ("use client", kept by esbuild from each
  // entry's first line), and the tokens: plain values a server component may import. Chunks shared by the entries
  // carry no directive: a module imported by a client entry is on the client already, and the tokens' chunk must
  // stay importable from the server.
  entry: {
    index: 'src/index.ts',
    'charts/index': 'src/charts/index.ts',
    'charts/LineChart/index': 'src/charts/LineChart/index.ts',
    tokens: 'src/tokens.ts',
    // For a team's component tests (jsdom): the kit's providers, a render helper, DOM stubs.
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  // Declarations are tsc's, one per module with its map (scripts/declarations.mjs), not a bundle of them.
  dts: false,
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', 'styled-components', 'victory'],
  esbuildPlugins: [pureStyledPlugin],
  esbuildOptions(options) {
    // The automatic runtime, as tsconfig's "jsx": "react-jsx" says, for the JSX kept above.
    options.jsx = 'automatic';
  },
});
