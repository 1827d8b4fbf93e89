// An async boundary, so that the shared singletons are negotiated before any of them is used.
import('./bootstrap.tsx');
