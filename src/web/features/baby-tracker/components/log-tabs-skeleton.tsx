import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The tabs and the form's card while their code loads, about their size, so what is below them does not jump. */
export function LogTabsSkeleton() {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        Loading the forms...
      </p>
      <Skeleton className="h-[3.25rem]" />
      <Skeleton className="h-96" />
    </div>
  );
}
