import type { Lang, PermissionNode } from '@rpa/contracts';

export interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

/**
 * The role editor's tree, where every checkable leaf is exactly one
 * permission key: a menu with buttons becomes a folder holding an "open"
 * leaf (the menu's own key) and its buttons, so the tree's own half-checked
 * parents show partial grants and the checked leaves are what is granted.
 */
export function toEditorTree(nodes: PermissionNode[], lang: Lang, openLabel: string): TreeNode[] {
  return nodes.map((n) => {
    const title = n.title[lang];
    const menus = n.children.filter((c) => c.kind === 'menu');
    const buttons = n.children.filter((c) => c.kind === 'button');
    if (menus.length === 0 && buttons.length === 0) return { key: n.key, title };
    const children: TreeNode[] = [];
    if (menus.length === 0) children.push({ key: n.key, title: openLabel });
    children.push(...toEditorTree(menus, lang, openLabel));
    children.push(...buttons.map((b) => ({ key: b.key, title: b.title[lang] })));
    return { key: `group:${n.key}`, title, children };
  });
}

/** The leaf keys of the editor tree. */
export function leafKeys(nodes: TreeNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: TreeNode[]) => {
    for (const n of list) {
      if (n.children?.length) walk(n.children);
      else out.add(n.key);
    }
  };
  walk(nodes);
  return out;
}
