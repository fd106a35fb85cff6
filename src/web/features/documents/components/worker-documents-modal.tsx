// Worker documents modal (filled in by the documents feature).
import { Modal } from '@mantine/core';

export interface WorkerDocumentsModalProps {
  workerId: string;
  workerName: string;
  opened: boolean;
  onClose: () => void;
}

export function WorkerDocumentsModal({ workerName, opened, onClose }: WorkerDocumentsModalProps) {
  return <Modal opened={opened} onClose={onClose} title={workerName} size="lg" />;
}
