/** The Tasks modal of a visit (spec 2 §2 "View Tasks"): Created Time, Due Time and Task Status, 50vh high. */
import styled from 'styled-components';
import { Alert, Button, Modal, SimpleTable } from '@equipdesk/ui';
import { useVisitTasks } from '@equipdesk/api-client/react';
import type { VisitDefinition } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../../listing';

/** Spec 2 §2: the modal is 50vh high; its tasks scroll inside it. */
const TallModal = styled(Modal)`
  height: 50vh;

  & > :nth-child(2) {
    flex: 1 1 auto;
    min-height: 0;
    overflow-y: auto;
  }
`;

export interface VisitTasksModalProps {
  /** The visit whose tasks are shown; null closes the modal. */
  visit: Pick<VisitDefinition, 'externalId' | 'name'> | null;
  onClose(): void;
}

export function VisitTasksModal({ visit, onClose }: VisitTasksModalProps) {
  const { data, error, isLoading } = useVisitTasks(visit?.externalId ?? null);
  return (
    <TallModal
      open={visit !== null}
      onClose={onClose}
      title={`Tasks of visit ${visit?.name ?? ''}`}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {error ? (
        <Alert tone="danger">{error.message}</Alert>
      ) : isLoading || !data ? (
        <p role="status">Loading the tasks…</p>
      ) : data.length === 0 ? (
        <p>This visit has no tasks yet.</p>
      ) : (
        <SimpleTable stickyHeader aria-label="Tasks">
          <thead>
            <tr>
              <th scope="col">Created Time</th>
              <th scope="col">Due Time</th>
              <th scope="col">Task Status</th>
            </tr>
          </thead>
          <tbody>
            {data.map((task, i) => (
              <tr key={task.externalId ?? `${task.dueTimestamp}-${i}`}>
                <td>{formatDateTime(task.createdTimestamp)}</td>
                <td>{formatDateTime(task.dueTimestamp)}</td>
                <td>{task.taskStatus}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </TallModal>
  );
}
