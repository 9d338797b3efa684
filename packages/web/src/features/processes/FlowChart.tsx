import '@xyflow/react/dist/style.css';
import dagre from '@dagrejs/dagre';
import { Background, Controls, type Edge, MarkerType, type Node, ReactFlow } from '@xyflow/react';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/store';
import { themeOf } from '../../theme';

/** The business flow of a process manifest (docs/process-package.md). */
export interface FlowGraph {
  nodes: Array<{ id: string; label: string; type?: string }>;
  edges: Array<{ from: string; to: string; label?: string }>;
}

const NODE_WIDTH = 180;
const NODE_HEIGHT = 44;

/** Start and end nodes are drawn round, decisions diamond-like, the rest as boxes. */
const shapeOf = (type?: string) =>
  type === 'start' || type === 'end' ? 'input' : type === 'decision' ? 'decision' : 'default';

/** Lays the graph out top to bottom (dagre), so manifests need no coordinates. */
function layout(flow: FlowGraph): { nodes: Node[]; edges: Edge[] } {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 56 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of flow.nodes) g.setNode(n.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const e of flow.edges) g.setEdge(e.from, e.to);
  dagre.layout(g);
  const nodes: Node[] = flow.nodes.map((n) => {
    const p = g.node(n.id);
    const shape = shapeOf(n.type);
    return {
      id: n.id,
      data: { label: n.label },
      position: { x: (p?.x ?? 0) - NODE_WIDTH / 2, y: (p?.y ?? 0) - NODE_HEIGHT / 2 },
      draggable: false,
      connectable: false,
      className: `flow-node flow-node-${shape}`,
      style: {
        width: NODE_WIDTH,
        borderRadius: shape === 'input' ? NODE_HEIGHT / 2 : shape === 'decision' ? 2 : 8,
        borderStyle: shape === 'decision' ? 'dashed' : 'solid',
      },
    };
  });
  const edges: Edge[] = flow.edges.map((e, i) => ({
    id: `${e.from}-${e.to}-${i}`,
    source: e.from,
    target: e.to,
    label: e.label,
    markerEnd: { type: MarkerType.ArrowClosed },
  }));
  return { nodes, edges };
}

/** The business flow drawn as a graph, with zoom and pan (the flow-chart dialog and page). */
export function FlowChart({ flow, height = 480 }: { flow: FlowGraph | null | undefined; height?: number }) {
  const { t } = useTranslation();
  const dark = themeOf(useSession((s) => s.menu?.curIden)).name === 'dark';
  const graph = useMemo(() => (flow ? layout(flow) : null), [flow]);
  if (!graph || graph.nodes.length === 0) {
    return <Empty description={t('processes.flowEmpty')} />;
  }
  return (
    <div style={{ height, width: '100%' }} data-testid="flow-chart">
      <ReactFlow
        nodes={graph.nodes}
        edges={graph.edges}
        colorMode={dark ? 'dark' : 'light'}
        fitView
        minZoom={0.2}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
