// Stand-ins for Delta's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
// Delta's three cells use only UIKit and Foundation: nothing app-specific is needed.
