//! The shared analyses on hand-written functions and on every corpus kernel.

mod address;
mod bench;
mod corpus;
mod graph;
mod memory;
mod threads;
