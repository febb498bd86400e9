// Async boundary: shared singletons are negotiated before any page code runs.
void import('./bootstrap');
