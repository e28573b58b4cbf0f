// What a place in the app's code refers to in the SDK, read from the declarations its symbols and
// types come from: a generated type (`components.schemas.RequestAction.note`,
// `operations.getRequestAction...`) names its schema or operation by where it sits; a fetcher call
// names its operation by method and path; a hook, query option or mutation by its doc comment, which
// the generator writes as "`GET /path` (`operationId`)"; an operation's type alias by the type it
// names (`OperationData<'admin', '/path', 'get'>`).
import path from 'node:path';

const fetcherMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const operationType = /^Operation\w*<'\w+', '([^']+)', '(\w+)'>$/;
const generatedFile = /(?:^|[\\/])generated[\\/](types|query|react|operations|zod|zod-wire)[\\/]([a-z]+)/;

/**
 * @typedef {{ surface?: string, operationId?: string, schema?: string, refs?: string[], method?: string, path?: string, names: string[] }} Origin
 *   `names`: the property names on the way (`note` of `RequestAction.note`), to tell changes of one schema apart;
 *   `refs`: the schemas its type names
 */

function propertyName(ts, name) {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/**
 * @param {typeof import('typescript')} ts
 * @param {{ sdkDir: string, operationIds: Record<string, Set<string>> }} sdk the operationIds each surface has (either side)
 */
export function createOrigins(ts, sdk) {
  const fromTypes = (decl, surface) => {
    const chain = [];
    for (let n = decl; n && !ts.isSourceFile(n); n = n.parent) {
      if (ts.isPropertySignature(n) || ts.isPropertyDeclaration(n)) chain.unshift(propertyName(ts, n.name));
      else if (ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) chain.unshift(n.name.text);
    }
    const [root, a, b, ...rest] = chain;
    // The schemas the declaration's type names (`status: components["schemas"]["RequestActionStatus"]`).
    const typeText = (ts.isPropertySignature(decl) && decl.type?.getText()) || '';
    const refs = [...typeText.matchAll(/components\["schemas"\]\["([^"]+)"\]/g)].map((m) => m[1]);
    if (root === 'components' && a === 'schemas' && b) return { surface, schema: b, refs, names: rest.filter(Boolean) };
    if (root === 'operations' && a) return { surface, operationId: a, names: [b, ...rest].filter(Boolean) };
    if (root === 'paths' && a && b) return { surface, path: a, method: b.toUpperCase(), names: [] };
    return undefined;
  };
  const fromDoc = (decl, surface) => {
    let statement = decl;
    while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
    const text = statement.getSourceFile().text;
    const comments = ts.getLeadingCommentRanges(text, statement.pos) ?? [];
    const doc = comments.map((c) => text.slice(c.pos, c.end)).join('\n');
    const known = sdk.operationIds[surface] ?? new Set();
    for (const [, word] of doc.matchAll(/`([A-Za-z_$][\w$]*)`/g)) {
      if (known.has(word)) return { surface, operationId: word, names: [] };
    }
    // An operation's types (`GetOrderQueryResult`, `GetOrderError`, …) carry no doc: their type
    // names the operation (`OperationData<'admin', '/ecommerce/order/{id}', 'get'>`).
    const operation = ts.isTypeAliasDeclaration(statement) && operationType.exec(statement.type.getText());
    if (operation) return { surface, path: operation[1], method: operation[2].toUpperCase(), names: [] };
    return undefined;
  };
  /** @returns {Origin | undefined} */
  const ofDeclaration = (decl) => {
    const file = path.resolve(decl.getSourceFile().fileName);
    const rel = path.relative(sdk.sdkDir, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
    const match = generatedFile.exec(file);
    if (!match) return undefined;
    const [, kind, surface] = match;
    return kind === 'types' ? fromTypes(decl, surface) : fromDoc(decl, surface);
  };

  const ofSymbol = (checker, symbol) => {
    if (!symbol) return [];
    let target = symbol;
    if (target.flags & ts.SymbolFlags.Alias) {
      try {
        target = checker.getAliasedSymbol(target);
      } catch {
        return [];
      }
    }
    return (target.declarations ?? []).map(ofDeclaration).filter(Boolean);
  };
  const ofType = (checker, type, depth = 0) => {
    if (!type || depth > 2) return [];
    const out = [...ofSymbol(checker, type.aliasSymbol), ...ofSymbol(checker, type.getSymbol())];
    if (type.isUnionOrIntersection())
      for (const t of type.types.slice(0, 24)) out.push(...ofType(checker, t, depth + 1));
    return out;
  };

  /**
   * Where the app's own names got their value or type, followed a few steps through its code: a
   * variable to its initializer and annotation (`const { data } = await admin.GET(...)`), a type
   * alias to its type (`type Status = GetRequestActionQueryResult['status']`), `typeof f` and a
   * call of the app's own function to what it returns. The SDK's names end a path as origins.
   */
  const trace = (checker, node, seen = new Set(), depth = 0) => {
    if (!node || depth > 24 || seen.has(node)) return [];
    seen.add(node);
    const out = [];
    // Returns nothing: ts.forEachChild stops at the first child a callback returns a value for.
    const next = (n) => {
      out.push(...trace(checker, n, seen, depth + 1));
    };
    if (ts.isIdentifier(node) || ts.isStringLiteral(node)) {
      let symbol;
      try {
        symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      } catch {
        return out;
      }
      out.push(...ofSymbol(checker, symbol));
      for (const decl of symbol?.declarations ?? []) {
        if (ofDeclaration(decl) || decl.getSourceFile().isDeclarationFile) continue;
        let d = decl;
        while (ts.isBindingElement(d) || ts.isObjectBindingPattern(d) || ts.isArrayBindingPattern(d)) d = d.parent;
        if (ts.isVariableDeclaration(d) || ts.isParameter(d) || ts.isPropertyDeclaration(d)) {
          next(d.type);
          next(d.initializer);
          // A callback's parameter (`data.data.map((r) => ...)`): what the call is made on.
          const call = ts.isParameter(d) && !d.type ? d.parent.parent : undefined;
          if (call && ts.isCallExpression(call) && call.arguments.includes(d.parent)) next(call.expression);
        } else if (ts.isTypeAliasDeclaration(d)) next(d.type);
        else if (ts.isFunctionDeclaration(d) || ts.isFunctionExpression(d) || ts.isArrowFunction(d)) next(d);
      }
      return out;
    }
    if (ts.isFunctionLike(node) && node.body) {
      next(node.type);
      if (ts.isBlock(node.body)) ts.forEachReturnStatement(node.body, (r) => next(r.expression));
      else next(node.body);
      return out;
    }
    if (ts.isCallExpression(node)) {
      out.push(...ofNode(checker, node));
      next(node.expression);
      return out;
    }
    if (
      ts.isAwaitExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isPropertyAccessExpression(node) ||
      ts.isElementAccessExpression(node)
    ) {
      next(node.expression);
      return out;
    }
    if (ts.isTypeNode(node)) ts.forEachChild(node, next);
    return out;
  };

  /** The origins of one node alone (its ancestors are asked in turn by the caller). */
  const ofNode = (checker, node) => {
    const out = [];
    const safe = (fn) => {
      try {
        out.push(...fn());
      } catch {
        // A node the checker cannot answer for (broken code): no origin from it.
      }
    };
    if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node)) {
      safe(() => ofSymbol(checker, checker.getSymbolAtLocation(node)));
      safe(() => trace(checker, node));
      const parent = node.parent;
      // A property written in an object literal or a destructuring: the property of the type it meets.
      if (
        parent &&
        (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) &&
        parent.name === node
      ) {
        safe(() => {
          const type = checker.getContextualType(parent.parent);
          return type ? ofSymbol(checker, checker.getPropertyOfType(type, node.text)) : [];
        });
      }
      if (parent && ts.isBindingElement(parent) && (parent.propertyName ?? parent.name) === node) {
        safe(() => ofSymbol(checker, checker.getTypeAtLocation(parent.parent).getProperty(node.text)));
      }
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      safe(() => ofType(checker, checker.getTypeAtLocation(node.expression)));
      safe(() => trace(checker, node.expression));
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const named = ts.isPropertyAccessExpression(callee) ? callee.name : ts.isIdentifier(callee) ? callee : undefined;
      const first = node.arguments?.[0];
      if (named && fetcherMethods.has(named.text) && first && ts.isStringLiteralLike(first)) {
        out.push({ method: named.text, path: first.text, names: [] });
      }
      if (named) safe(() => ofSymbol(checker, checker.getSymbolAtLocation(named)));
    }
    if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) {
      safe(() => ofType(checker, checker.getContextualType(node)));
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      safe(() => ofSymbol(checker, checker.getSymbolAtLocation(node.tagName)));
    }
    if (ts.isVariableDeclaration(node) || ts.isParameter(node)) {
      safe(() => [...trace(checker, node.type), ...trace(checker, node.initializer)]);
    }
    if (ts.isTypeReferenceNode(node) || ts.isIndexedAccessTypeNode(node)) {
      safe(() => [...ofType(checker, checker.getTypeFromTypeNode(node)), ...trace(checker, node)]);
    }
    return out;
  };

  return { ofNode };
}

/** The innermost node of `sourceFile` that holds position `at`. */
export function nodeAt(ts, sourceFile, at) {
  let found = sourceFile;
  const visit = (node) => {
    if (at < node.getStart(sourceFile) || at >= node.getEnd()) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  return found;
}
