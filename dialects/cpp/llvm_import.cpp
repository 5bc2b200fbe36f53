// The workspace's one C++ file: what MLIR's C API cannot do, behind a C ABI, called only
// from `dialects/src/raw/`.
// - LLVM IR -> LLVM/NVVM-dialect MLIR, in-process (`translateLLVMIRToModule`), keeping what
//   MLIR's importer drops: after the import it restores what the importer loses and what would
//   change meaning or code generation (see `restore_after_import`); the full list of what the
//   round trip keeps, restores or drops, and why, is in ARCHITECTURE.md ("The import/export
//   boundary").
// - Cheap IR queries the analyses make per op, which through the C API meant printing the op
//   or attribute (property reads, symbol references, data layout pointer sizes).
// - The NVPTX backend's processor list, for `--mcpu`.
// - Code generation that comes back with an error instead of ending the process when the
//   backend calls `report_fatal_error` (`Cannot select: ...`) or reports an error diagnostic
//   (`kestrel_emit_recovering`), whole or split where `llc -stop-before=codegenprepare` /
//   `-start-before=codegenprepare` split it.

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Target/LLVMIR/Import.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Operator.h"
#include <functional>
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm-c/Core.h"
#include "llvm-c/TargetMachine.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/ADT/SmallString.h"

#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>

using namespace mlir;

namespace {

/// A malloc'ed copy of `text`, for Rust to free with `kestrel_free_string`.
char *to_c_string(const std::string &text) {
  char *copy = static_cast<char *>(std::malloc(text.size() + 1));
  std::memcpy(copy, text.data(), text.size());
  copy[text.size()] = '\0';
  return copy;
}

/// The incoming order of one block's PHIs, as block indices within the function (counting
/// only the blocks reachable from the entry: the importer drops the others).
struct PhiOrder {
  unsigned block;
  llvm::SmallVector<unsigned> predecessors;
};

/// What an inline asm call site says beyond its op that the importer drops: `llvm.inline_asm`
/// has no place for call-site attributes. clang marks every CUDA asm `convergent` (it may hold
/// a shuffle or a barrier, which code generation must not move across control flow, merge or
/// duplicate), and a pure one also `nounwind memory(none)`.
struct AsmCallFacts {
  std::string asm_string;
  bool convergent = false;
  bool nounwind = false;
  /// `MemoryEffects`'s integer form, where the call site declares them.
  std::optional<uint32_t> memory;
};

/// A function's block structure, to check that its MLIR blocks pair up with the LLVM ones.
struct FunctionShape {
  /// Per reachable block: its PHI count and its terminator's successor count.
  llvm::SmallVector<std::pair<unsigned, unsigned>> blocks;
  llvm::SmallVector<PhiOrder> phis;
  /// Its inline asm calls in the reachable blocks, in order.
  llvm::SmallVector<AsmCallFacts> asm_calls;
};

/// The discardable attributes that carry `AsmCallFacts` on an `llvm.inline_asm` op through
/// Kestrel's passes to the export (`restore_asm_call_attributes`).
constexpr const char *kAsmConvergent = "kestrel.convergent";
constexpr const char *kAsmNoUnwind = "kestrel.nounwind";
constexpr const char *kAsmMemory = "kestrel.memory";

/// What the importer drops that we put back, read from the LLVM module before it is
/// consumed.
struct Facts {
  /// The module's data layout string, token for token. The importer turns it into a DLTI
  /// spec that cannot hold `v16:16`/`v32:32` and adds defaults, so the exported string would
  /// differ from the input's.
  std::string data_layout;
  /// Globals the host initialises before launch (`__constant__`/`__device__` variables).
  /// Without the flag, LLVM folds loads of a `constant ... zeroinitializer` global to zero.
  llvm::SmallVector<std::string> externally_initialized;
  /// PHI incoming orders per function. The exporter writes a PHI's incoming values in the
  /// order of the MLIR block's predecessor list, which the importer leaves reversed; the
  /// order changes instruction selection and register allocation (see `restore_phi_order`).
  llvm::StringMap<FunctionShape> functions;
};

/// The blocks of `function` reachable from its entry, in function order.
llvm::SmallVector<const llvm::BasicBlock *> reachable_blocks(const llvm::Function &function) {
  llvm::SmallPtrSet<const llvm::BasicBlock *, 32> seen;
  llvm::SmallVector<const llvm::BasicBlock *> stack{&function.getEntryBlock()};
  seen.insert(&function.getEntryBlock());
  while (!stack.empty()) {
    const llvm::BasicBlock *block = stack.pop_back_val();
    for (const llvm::BasicBlock *successor : llvm::successors(block))
      if (seen.insert(successor).second)
        stack.push_back(successor);
  }
  llvm::SmallVector<const llvm::BasicBlock *> blocks;
  for (const llvm::BasicBlock &block : function)
    if (seen.contains(&block))
      blocks.push_back(&block);
  return blocks;
}

/// The inline asm `instruction` calls, or null when it is no such call.
const llvm::InlineAsm *called_asm(const llvm::Instruction &instruction) {
  const auto *call = llvm::dyn_cast<llvm::CallInst>(&instruction);
  return call ? llvm::dyn_cast<llvm::InlineAsm>(call->getCalledOperand()) : nullptr;
}

FunctionShape shape_of(const llvm::Function &function) {
  FunctionShape shape;
  llvm::SmallVector<const llvm::BasicBlock *> blocks = reachable_blocks(function);
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> index;
  for (auto [i, block] : llvm::enumerate(blocks))
    index[block] = i;
  for (auto [i, block] : llvm::enumerate(blocks)) {
    unsigned phis = std::distance(block->phis().begin(), block->phis().end());
    shape.blocks.push_back({phis, block->getTerminator()->getNumSuccessors()});
    if (phis == 0)
      continue;
    PhiOrder order{static_cast<unsigned>(i), {}};
    bool known = true;
    for (const llvm::BasicBlock *incoming : block->phis().begin()->blocks()) {
      auto found = index.find(incoming);
      if (found == index.end()) {
        known = false;
        break;
      }
      order.predecessors.push_back(found->second);
    }
    if (known)
      shape.phis.push_back(std::move(order));
  }
  for (const llvm::BasicBlock *block : blocks)
    for (const llvm::Instruction &instruction : *block) {
      const llvm::InlineAsm *asm_callee = called_asm(instruction);
      if (!asm_callee)
        continue;
      const auto *call = llvm::cast<llvm::CallInst>(&instruction);
      AsmCallFacts facts;
      facts.asm_string = asm_callee->getAsmString();
      facts.convergent = call->hasFnAttr(llvm::Attribute::Convergent);
      facts.nounwind = call->hasFnAttr(llvm::Attribute::NoUnwind);
      if (call->getAttributes().hasFnAttr(llvm::Attribute::Memory))
        facts.memory = call->getAttributes().getFnAttr(llvm::Attribute::Memory)
                           .getMemoryEffects()
                           .toIntValue();
      shape.asm_calls.push_back(std::move(facts));
    }
  return shape;
}

/// The `llvm.inline_asm` ops of `function`, in block order: the order the importer made them
/// from the reachable blocks' calls, and the order the exporter makes calls of them.
llvm::SmallVector<LLVM::InlineAsmOp> asm_ops_of(LLVM::LLVMFuncOp function) {
  llvm::SmallVector<LLVM::InlineAsmOp> ops;
  function.walk([&](LLVM::InlineAsmOp op) { ops.push_back(op); });
  return ops;
}

/// Whether `ops` pair up one to one with the asm calls whose strings are `strings`, in order.
bool pairs_up(llvm::ArrayRef<LLVM::InlineAsmOp> ops, llvm::ArrayRef<llvm::StringRef> strings) {
  if (ops.size() != strings.size())
    return false;
  for (auto [op, string] : llvm::zip(ops, strings))
    if (LLVM::InlineAsmOp(op).getAsmString() != string)
      return false;
  return true;
}

/// Puts each asm call's facts on its op, when the ops pair up with the calls one to one (same
/// count, same asm strings); otherwise the function keeps the ops as imported.
void restore_asm_call_facts(LLVM::LLVMFuncOp function, const FunctionShape &shape) {
  llvm::SmallVector<LLVM::InlineAsmOp> ops = asm_ops_of(function);
  llvm::SmallVector<llvm::StringRef> strings;
  for (const AsmCallFacts &facts : shape.asm_calls)
    strings.push_back(facts.asm_string);
  if (!pairs_up(ops, strings))
    return;
  MLIRContext *context = function.getContext();
  for (auto [op, facts] : llvm::zip(ops, shape.asm_calls)) {
    if (facts.convergent)
      op->setAttr(kAsmConvergent, UnitAttr::get(context));
    if (facts.nounwind)
      op->setAttr(kAsmNoUnwind, UnitAttr::get(context));
    if (facts.memory)
      op->setAttr(kAsmMemory, IntegerAttr::get(IntegerType::get(context, 32), *facts.memory));
  }
}

Facts read_facts(const llvm::Module &module) {
  Facts facts;
  facts.data_layout = module.getDataLayoutStr();
  for (const llvm::GlobalVariable &global : module.globals())
    if (global.isExternallyInitialized())
      facts.externally_initialized.push_back(global.getName().str());
  for (const llvm::Function &function : module)
    if (!function.isDeclaration())
      facts.functions[function.getName()] = shape_of(function);
  return facts;
}

/// Reorders the use lists of `function`'s blocks so that each block's predecessors come in the
/// input's PHI order, which the exporter then reproduces. Only when the MLIR blocks pair up
/// one to one with the reachable LLVM blocks (same count, PHIs and successors); otherwise the
/// function is left as imported, which costs nothing but codegen neutrality.
void restore_phi_order(LLVM::LLVMFuncOp function, const FunctionShape &shape) {
  Region &body = function.getBody();
  llvm::SmallVector<Block *> blocks;
  for (Block &block : body)
    blocks.push_back(&block);
  if (blocks.size() != shape.blocks.size())
    return;
  llvm::DenseMap<Block *, unsigned> index;
  for (auto [i, block] : llvm::enumerate(blocks)) {
    unsigned successors = block->empty() ? 0 : block->getTerminator()->getNumSuccessors();
    if (i > 0 && (block->getNumArguments() != shape.blocks[i].first ||
                  successors != shape.blocks[i].second))
      return;
    index[block] = i;
  }
  for (const PhiOrder &order : shape.phis) {
    Block *block = blocks[order.block];
    llvm::SmallVector<unsigned> current;
    for (BlockOperand &use : block->getUses())
      current.push_back(index.lookup(use.getOwner()->getBlock()));
    if (current.size() != order.predecessors.size())
      continue;
    // Each use goes to the first still-free position holding its predecessor.
    llvm::SmallVector<bool> taken(order.predecessors.size(), false);
    llvm::SmallVector<unsigned> positions;
    for (unsigned predecessor : current) {
      unsigned position = 0;
      while (position < taken.size() &&
             (taken[position] || order.predecessors[position] != predecessor))
        ++position;
      if (position == taken.size())
        break;
      taken[position] = true;
      positions.push_back(position);
    }
    if (positions.size() == current.size())
      block->shuffleUseList(positions);
  }
}

/// The importer gives every op that can carry operand bundles an empty bundle-tag list; the
/// parser leaves the attribute out. Both mean "no bundles", but the custom form prints them
/// differently (`llvm.intr.assume %c  : i1`), so the printed output of an imported module
/// would not be a fixed point of print and parse. Drops an empty list; false when `op` is no
/// `Op`.
template <typename Op>
bool drop_empty_bundle_tags(Operation *op) {
  auto typed = dyn_cast<Op>(op);
  if (!typed)
    return false;
  if (ArrayAttr tags = typed.getOpBundleTagsAttr(); tags && tags.empty())
    typed.removeOpBundleTagsAttr();
  return true;
}

void restore_after_import(ModuleOp module, const Facts &facts) {
  MLIRContext *context = module.getContext();
  if (!facts.data_layout.empty())
    module->setAttr(LLVM::LLVMDialect::getDataLayoutAttrName(),
                    StringAttr::get(context, facts.data_layout));
  for (const std::string &name : facts.externally_initialized)
    if (auto global = module.lookupSymbol<LLVM::GlobalOp>(name))
      global.setExternallyInitialized(true);
  module.walk([&](Operation *op) {
    if (auto function = dyn_cast<LLVM::LLVMFuncOp>(op)) {
      auto shape = facts.functions.find(function.getSymName());
      if (shape != facts.functions.end()) {
        restore_phi_order(function, shape->second);
        restore_asm_call_facts(function, shape->second);
      }
      return;
    }
    drop_empty_bundle_tags<LLVM::AssumeOp>(op) || drop_empty_bundle_tags<LLVM::CallOp>(op) ||
        drop_empty_bundle_tags<LLVM::CallIntrinsicOp>(op) ||
        drop_empty_bundle_tags<LLVM::InvokeOp>(op);
  });
}

/// LLVM's readers upgrade debug info on the way in, and that upgrade verifies the module and
/// ends the process (`report_fatal_error`) when it is broken: a malformed input would abort
/// instead of being reported. Turn the automatic upgrade off once; `check_and_upgrade` does
/// its work with errors instead.
void disable_aborting_debug_info_upgrade() {
  static std::once_flag once;
  std::call_once(once, [] {
    auto &options = llvm::cl::getRegisteredOptions();
    auto found = options.find("disable-auto-upgrade-debug-info");
    if (found != options.end())
      static_cast<llvm::cl::opt<bool> *>(found->second)->setValue(true);
  });
}

/// Verifies `module` (an error message if it is broken) and does what the automatic
/// debug-info upgrade would: drop debug info that is invalid or of another metadata version,
/// with a warning appended to `warnings`.
std::string check_and_upgrade(llvm::Module &module, std::string &warnings) {
  std::string problems;
  llvm::raw_string_ostream stream(problems);
  bool broken_debug_info = false;
  if (llvm::verifyModule(module, &stream, &broken_debug_info)) {
    std::string first = problems.substr(0, problems.find('\n'));
    return "the LLVM IR does not verify: " + first;
  }
  unsigned version = llvm::getDebugMetadataVersionFromModule(module);
  if (broken_debug_info) {
    llvm::StripDebugInfo(module);
    warnings += "invalid debug info dropped\n";
  } else if (version != llvm::DEBUG_METADATA_VERSION && llvm::StripDebugInfo(module)) {
    warnings += "debug info of metadata version " + std::to_string(version) + " dropped\n";
  }
  return "";
}

/// Whether a diagnostic of the importer is about something `restore_after_import` puts back.
bool is_restored(const std::string &message) {
  return message.rfind("unhandled data layout token", 0) == 0;
}

/// Erases the trivially dead ops nested in `root` (not `root` itself) as they are visited,
/// unless `stop` says to stop at one: then nothing is erased and the result is -1. Otherwise
/// the ops left dead by the erasures go too, and the result is how many were erased.
int64_t erase_dead_ops_nested_in(Operation *root,
                                 llvm::function_ref<bool(Operation *)> stop) {
  // Only ops dead now are listed (most ops have users, which rules them out at once); an op
  // left dead by erasing its users is listed when that happens.
  llvm::SmallVector<Operation *> worklist;
  bool stopped = root->walk([&](Operation *op) {
                       if (op == root)
                         return WalkResult::advance();
                       if (stop(op))
                         return WalkResult::interrupt();
                       if (isOpTriviallyDead(op))
                         worklist.push_back(op);
                       return WalkResult::advance();
                     })
                     .wasInterrupted();
  if (stopped)
    return -1;
  // An op may be listed twice, or erased with a dead parent: never look at it again.
  llvm::DenseSet<Operation *> erased;
  int64_t count = 0;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    llvm::SmallVector<Operation *, 4> definers;
    for (Value operand : op->getOperands())
      if (Operation *definer = operand.getDefiningOp(); definer && definer != root)
        definers.push_back(definer);
    op->walk([&](Operation *inner) {
      erased.insert(inner);
      ++count;
    });
    op->erase();
    for (Operation *definer : definers)
      if (!erased.contains(definer) && isOpTriviallyDead(definer))
        worklist.push_back(definer);
  }
  return count;
}

/// Turns `context`'s multithreading off for its lifetime, when it was on. A multithreaded
/// context locks its type and attribute tables on every lookup; the import and the export
/// create thousands of attributes on one thread, so those locks are pure cost there (about
/// a thirtieth of the import's time on the corpus).
class SerialScope {
public:
  explicit SerialScope(MLIRContext *context)
      : context(context), was_threaded(context->isMultithreadingEnabled()) {
    if (was_threaded)
      context->disableMultithreading();
  }
  ~SerialScope() {
    if (was_threaded)
      context->enableMultithreading();
  }
  SerialScope(const SerialScope &) = delete;
  SerialScope &operator=(const SerialScope &) = delete;

private:
  MLIRContext *context;
  bool was_threaded;
};

} // namespace

/// Appends the root name of every symbol reference in `value`, nested ones included, a line
/// each. Scalars, strings and dense arrays hold no attribute; any other kind is searched once
/// per call (`seen` keeps what each held: attributes are uniqued, and a module repeats few,
/// such as one TBAA tag or function type on many ops), arrays and dictionaries directly,
/// the rest by MLIR's generic attribute walk.
static void collect_symbol_references(Attribute value, std::string &names,
                                      llvm::DenseMap<Attribute, std::string> &seen) {
  if (!value || isa<IntegerAttr, FloatAttr, StringAttr, UnitAttr, DenseArrayAttr,
                    DenseIntOrFPElementsAttr>(value))
    return;
  if (auto known = seen.find(value); known != seen.end()) {
    names += known->second;
    return;
  }
  std::string held;
  if (auto array = dyn_cast<ArrayAttr>(value)) {
    for (Attribute element : array)
      collect_symbol_references(element, held, seen);
  } else if (auto dictionary = dyn_cast<DictionaryAttr>(value)) {
    for (NamedAttribute entry : dictionary)
      collect_symbol_references(entry.getValue(), held, seen);
  } else {
    value.walk([&](SymbolRefAttr reference) {
      held += reference.getRootReference().getValue();
      held += '\n';
    });
  }
  names += held;
  seen.try_emplace(value, std::move(held));
}

extern "C" {

/// The result of `kestrel_import_llvm_ir`: a module, or an error. `warnings` holds the
/// importer's warnings, one per line (what it could not translate), without those about
/// things restored here. Strings are malloc'ed (or null).
struct KestrelImport {
  MlirOperation module;
  char *error;
  char *warnings;
};

/// Parses `data` (LLVM IR text or bitcode; `name` labels positions) and imports it into
/// `context`. On a parse error, `error` is `LINE:COLUMN: message` (text) or `message`.
KestrelImport kestrel_import_llvm_ir(MlirContext c_context, const char *data, size_t size,
                                     const char *name) {
  KestrelImport result{{nullptr}, nullptr, nullptr};
  MLIRContext *context = unwrap(c_context);
  SerialScope serial(context);
  {
    DialectRegistry registry;
    registerAllFromLLVMIRTranslations(registry);
    context->appendDialectRegistry(registry);
  }

  disable_aborting_debug_info_upgrade();
  llvm::LLVMContext llvm_context;
  llvm::SMDiagnostic parse_error;
  // A copy: LLVM's lexer relies on a NUL after the buffer's last byte.
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(data, size), name);
  std::unique_ptr<llvm::Module> llvm_module =
      llvm::parseIR(buffer->getMemBufferRef(), parse_error, llvm_context);
  if (!llvm_module) {
    std::string message = parse_error.getMessage().str();
    if (parse_error.getLineNo() > 0)
      message = std::to_string(parse_error.getLineNo()) + ":" +
                std::to_string(parse_error.getColumnNo() + 1) + ": " + message;
    result.error = to_c_string(message);
    return result;
  }
  std::string errors, warnings;
  std::string broken = check_and_upgrade(*llvm_module, warnings);
  if (!broken.empty()) {
    result.error = to_c_string(broken);
    return result;
  }
  Facts facts = read_facts(*llvm_module);

  ScopedDiagnosticHandler handler(context, [&](Diagnostic &diagnostic) {
    std::string message = diagnostic.str();
    if (diagnostic.getSeverity() == DiagnosticSeverity::Error) {
      if (errors.empty())
        errors = message;
    } else if (diagnostic.getSeverity() == DiagnosticSeverity::Warning && !is_restored(message)) {
      warnings += message;
      warnings += '\n';
    }
    return success();
  });
  OwningOpRef<ModuleOp> module = translateLLVMIRToModule(
      std::move(llvm_module), context, /*emitExpensiveWarnings=*/false,
      /*dropDICompositeTypeElements=*/false, /*loadAllDialects=*/false);
  if (!module) {
    result.error = to_c_string(errors.empty() ? "cannot import the LLVM IR" : errors);
    return result;
  }
  restore_after_import(*module, facts);
  if (!warnings.empty())
    result.warnings = to_c_string(warnings);
  result.module = wrap(module.release().getOperation());
  return result;
}

/// Whether any function of `module` carries debug info (a `DISubprogram` in its location):
/// then printing the module without locations would lose the line tables.
bool kestrel_module_has_debug_info(MlirOperation c_module) {
  bool found = false;
  unwrap(c_module)->walk([&](LLVM::LLVMFuncOp function) {
    if (isa<FusedLocWith<LLVM::DISubprogramAttr>>(function.getLoc())) {
      found = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

/// The processor names of LLVM's NVPTX backend, comma-separated (malloc'ed; null if the
/// target is not registered). The C API has no such query; `--mcpu` is checked against it.
char *kestrel_nvptx_processors() {
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  std::unique_ptr<llvm::MCSubtargetInfo> info(target->createMCSubtargetInfo(triple, "", ""));
  if (!info)
    return nullptr;
  std::string names;
  for (const llvm::SubtargetSubTypeKV &processor : info->getAllProcessorDescriptions()) {
    if (!names.empty())
      names += ',';
    names += processor.Key;
  }
  return to_c_string(names);
}

/// Reads integer property `name` of `op` without printing it (printing an op builds an
/// `AsmState` over every loaded dialect, which made property reads the analyses' hot spot).
/// The LLVM dialect keeps some flags in properties that `getInherentAttr` does not expose;
/// those are read through their op interfaces. Returns 0 when the op has no such property or
/// it is unset, 1 with `*value` set, 2 when only the printed form tells (the caller falls
/// back to it).
int kestrel_integer_property(MlirOperation c_op, MlirStringRef c_name, int64_t *value) {
  Operation *op = unwrap(c_op);
  llvm::StringRef name(c_name.data, c_name.length);
  if (name == "noWrapFlags") {
    if (auto gep = dyn_cast<LLVM::GEPOp>(op)) {
      *value = static_cast<int64_t>(gep.getNoWrapFlags());
      return 1;
    }
  }
  if (name == "overflowFlags") {
    auto flags = dyn_cast<LLVM::IntegerOverflowFlagsInterface>(op);
    if (!flags)
      return 0;
    *value = static_cast<int64_t>(flags.getOverflowFlags());
    return 1;
  }
  std::optional<Attribute> attribute = op->getInherentAttr(name);
  if (!attribute)
    return 2;
  if (!*attribute)
    return 0;
  if (auto integer = dyn_cast<IntegerAttr>(*attribute)) {
    if (integer.getValue().getBitWidth() > 64)
      return 2;
    *value = integer.getValue().getSExtValue();
    return 1;
  }
  return 2;
}

/// Moves every discardable attribute of `op` that names one of its properties into that
/// property. MLIR 22 keeps some LLVM-dialect flags as properties that are no attributes
/// (`EnumProp`: `overflowFlags` of add/sub/mul/shl/trunc, GEP `noWrapFlags`); the generated
/// `getInherentAttr` does not know them, so `OperationState::addAttribute` (all the C API
/// offers, and what melior's `OperationBuilder` uses) and `setAttr` file them as discardable
/// attributes, which the printer shows in the attribute dictionary and the verifier, the
/// passes and the LLVM IR exporter ignore. Here they go through the op's own
/// `setPropertiesFromAttr`, as the parser's would. Returns how many attributes moved, or -1
/// with the op unchanged and `*error` set (malloc'ed) when the op rejects a value.
int64_t kestrel_adopt_properties(MlirOperation c_op, char **error) {
  Operation *op = unwrap(c_op);
  *error = nullptr;
  auto current = dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute());
  if (!current)
    return 0;
  NamedAttrList merged(current);
  llvm::SmallVector<StringAttr> moved;
  for (NamedAttribute attribute : op->getDiscardableAttrs()) {
    if (!current.contains(attribute.getName()))
      continue;
    merged.set(attribute.getName(), attribute.getValue());
    moved.push_back(attribute.getName());
  }
  if (moved.empty())
    return 0;
  std::string message;
  auto emitError = [&]() {
    return mlir::emitError(op->getLoc());
  };
  ScopedDiagnosticHandler handler(op->getContext(), [&](Diagnostic &diagnostic) {
    if (message.empty())
      message = diagnostic.str();
    return success();
  });
  if (failed(op->setPropertiesFromAttribute(merged.getDictionary(op->getContext()), emitError))) {
    // A failed set may have changed some properties: put the old ones back.
    (void)op->setPropertiesFromAttribute(current, emitError);
    *error = to_c_string(message.empty() ? "the op rejects the property value" : message);
    return -1;
  }
  for (StringAttr name : moved)
    op->removeDiscardableAttr(name);
  return static_cast<int64_t>(moved.size());
}

/// Reads unit property `name` of `op` (`nonNeg`, `isDisjoint`, `isExact` through their op
/// interfaces, others as inherent unit attributes) without printing it: 0 unset or absent,
/// 1 set, 2 when only the printed form tells.
int kestrel_unit_property(MlirOperation c_op, MlirStringRef c_name) {
  Operation *op = unwrap(c_op);
  llvm::StringRef name(c_name.data, c_name.length);
  if (name == "nonNeg") {
    auto flag = dyn_cast<LLVM::NonNegFlagInterface>(op);
    return flag && flag.getNonNeg() ? 1 : 0;
  }
  if (name == "isDisjoint") {
    auto flag = dyn_cast<LLVM::DisjointFlagInterface>(op);
    return flag && flag.getIsDisjoint() ? 1 : 0;
  }
  if (name == "isExact") {
    auto flag = dyn_cast<LLVM::ExactFlagInterface>(op);
    return flag && flag.getIsExact() ? 1 : 0;
  }
  std::optional<Attribute> attribute = op->getInherentAttr(name);
  if (!attribute)
    return 2;
  return *attribute && isa<UnitAttr>(*attribute) ? 1 : 0;
}

/// The symbols the attributes of `op` and every op nested in it refer to (root names;
/// nested attributes are searched), one per line, skipping the attributes named in `skip`
/// (comma-separated; `opname:attr` skips `attr` on ops named `opname` only). MLIR's own
/// symbol-use queries walk attributes the same way. Null when there are none.
char *kestrel_symbol_references(MlirOperation c_op, MlirStringRef c_skip) {
  Operation *root = unwrap(c_op);
  MLIRContext *context = root->getContext();
  llvm::SmallVector<llvm::StringRef> entries;
  llvm::StringRef(c_skip.data, c_skip.length).split(entries, ',', -1, false);
  // (op name, or none for any op; attribute name), uniqued, so each test is a pointer
  // comparison: this runs for every attribute of every op.
  llvm::SmallVector<std::pair<std::optional<OperationName>, StringAttr>> skips;
  for (llvm::StringRef entry : entries) {
    auto [qualifier, attribute] = entry.rsplit(':');
    if (attribute.empty())
      skips.emplace_back(std::nullopt, StringAttr::get(context, entry));
    else
      skips.emplace_back(OperationName(qualifier, context), StringAttr::get(context, attribute));
  }
  std::string names;
  llvm::DenseMap<Attribute, std::string> seen;
  root->walk([&](Operation *op) {
    OperationName op_name = op->getName();
    auto visit = [&](NamedAttribute attribute) {
      StringAttr name = attribute.getName();
      for (auto &[qualifier, skipped] : skips)
        if (skipped == name && (!qualifier || *qualifier == op_name))
          return;
      collect_symbol_references(attribute.getValue(), names, seen);
    };
    // An op without properties keeps every attribute in its dictionary. One with them:
    // the discardable attributes, then the inherent ones, each read by its registered name
    // (`getAttrDictionary` would build and unique a dictionary of them per op, and
    // `populateInherentAttrs` would unique each name again).
    std::optional<RegisteredOperationName> info = op->getRegisteredInfo();
    if (!op->getPropertiesStorageSize() || !info) {
      for (NamedAttribute attribute : op->getAttrs())
        visit(attribute);
      return;
    }
    for (NamedAttribute attribute : op->getDiscardableAttrs())
      visit(attribute);
    for (StringAttr name : info->getAttributeNames()) {
      std::optional<Attribute> value = op->getInherentAttr(name.getValue());
      if (value && *value)
        visit(NamedAttribute(name, *value));
    }
  });
  return names.empty() ? nullptr : to_c_string(names);
}

/// The pointer widths a data layout spec (`#dlti.dl_spec`) gives, read from its entries
/// instead of its printed form: writes (address space, bits) pairs to `out`, at most
/// `capacity` of them, and returns how many there are (more than `capacity`: call again with
/// room for all), or -1 when `c_spec` is not a layout spec. The passes ask once per function.
int64_t kestrel_pointer_sizes(MlirAttribute c_spec, uint32_t *out, int64_t capacity) {
  auto spec = dyn_cast_if_present<DataLayoutSpecInterface>(unwrap(c_spec));
  if (!spec)
    return -1;
  int64_t count = 0;
  for (DataLayoutEntryInterface entry : spec.getEntries()) {
    auto pointer = dyn_cast_if_present<LLVM::LLVMPointerType>(
        llvm::dyn_cast_if_present<Type>(entry.getKey()));
    auto values = dyn_cast_if_present<DenseIntElementsAttr>(entry.getValue());
    if (!pointer || !values || values.getNumElements() == 0)
      continue;
    llvm::APInt bits = *values.value_begin<llvm::APInt>();
    if (bits.getActiveBits() > 32)
      continue;
    if (count < capacity) {
      out[2 * count] = pointer.getAddressSpace();
      out[2 * count + 1] = static_cast<uint32_t>(bits.getZExtValue());
    }
    ++count;
  }
  return count;
}

/// An identity for `op`'s inherent properties: two ops of one context have equal properties
/// exactly when the keys are equal (the properties' attribute form is uniqued). Only
/// meaningful while the context lives.
const void *kestrel_properties_key(MlirOperation c_op) {
  return unwrap(c_op)->getPropertiesAsAttribute().getAsOpaquePointer();
}

/// An identity for `op`'s discardable attributes (all its attributes, for an op without
/// properties): the uniqued dictionary that holds them.
const void *kestrel_discardable_key(MlirOperation c_op) {
  return unwrap(c_op)->getRawDictionaryAttrs().getAsOpaquePointer();
}

/// Erases every trivially dead op nested in `c_root` (not `c_root` itself), and the ops that
/// become dead once their users are gone: what the greedy rewrite driver does with no
/// patterns, folding and region simplification off, without building a driver, a worklist
/// of every op and a listener for each call. Returns how many ops were erased.
int64_t kestrel_erase_dead_ops(MlirOperation c_root) {
  return erase_dead_ops_nested_in(unwrap(c_root), [](Operation *) { return false; });
}

/// `kestrel_erase_dead_ops`, unless an op nested in `c_root` is named one of the `count`
/// `names`: then nothing is erased and the result is -1. A pattern set whose roots are all
/// absent would do no more than erase the dead ops, so one walk tells whether to run the
/// driver at all.
int64_t kestrel_erase_dead_ops_unless_named(MlirOperation c_root, const MlirStringRef *names,
                                            intptr_t count) {
  Operation *root = unwrap(c_root);
  llvm::SmallVector<OperationName, 8> wanted;
  for (intptr_t i = 0; i < count; ++i)
    wanted.push_back(
        OperationName(llvm::StringRef(names[i].data, names[i].length), root->getContext()));
  return erase_dead_ops_nested_in(
      root, [&](Operation *op) { return llvm::is_contained(wanted, op->getName()); });
}

/// Counts the ops nested in `c_op` (not `c_op` itself) into `ops`, and the values they and
/// their blocks define (results and block arguments) into `values`: one walk in C++, where a
/// count through the C API takes a call per op and per block.
void kestrel_body_size(MlirOperation c_op, int64_t *ops, int64_t *values) {
  Operation *root = unwrap(c_op);
  int64_t op_count = 0, value_count = 0;
  root->walk([&](Operation *op) {
    if (op != root) {
      ++op_count;
      value_count += op->getNumResults();
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        value_count += block.getNumArguments();
  });
  *ops = op_count;
  *values = value_count;
}

/// Writes the predecessors of `c_block` (one per incoming edge, in MLIR's order) into `out`,
/// at most `capacity` of them, in one walk of its use list; returns how many it has. (The C
/// API's `mlirBlockGetPredecessor(block, i)` walks the list to the `i`-th, so reading them
/// all that way is quadratic in their number.)
intptr_t kestrel_block_predecessors(MlirBlock c_block, MlirBlock *out, intptr_t capacity) {
  intptr_t count = 0;
  for (Block *predecessor : unwrap(c_block)->getPredecessors()) {
    if (count < capacity)
      out[count] = wrap(predecessor);
    ++count;
  }
  return count;
}

/// Whether `c_attribute` is `#llvm.cconv<ptx_kernel>`.
bool kestrel_is_ptx_kernel_cconv(MlirAttribute c_attribute) {
  auto cconv = dyn_cast_if_present<LLVM::CConvAttr>(unwrap(c_attribute));
  return cconv && cconv.getCallingConv() == LLVM::cconv::CConv::PTX_Kernel;
}

/// The keyword of `#llvm.linkage<...>` (`internal`, `linkonce_odr`, ...), a static string;
/// empty for any other attribute.
MlirStringRef kestrel_linkage_keyword(MlirAttribute c_attribute) {
  auto linkage = dyn_cast_if_present<LLVM::LinkageAttr>(unwrap(c_attribute));
  llvm::StringRef keyword = linkage ? LLVM::linkage::stringifyLinkage(linkage.getLinkage())
                                    : llvm::StringRef();
  return MlirStringRef{keyword.data(), keyword.size()};
}

/// The element count of an `!llvm.array` type (MLIR's C API reads only its element type);
/// -1 for any other type.
int64_t kestrel_llvm_array_length(MlirType c_type) {
  auto array = dyn_cast_if_present<LLVM::LLVMArrayType>(unwrap(c_type));
  return array ? static_cast<int64_t>(array.getNumElements()) : -1;
}

/// Whether `c_attribute` is the type of a variadic LLVM function.
bool kestrel_is_variadic_function_type(MlirAttribute c_attribute) {
  auto type = dyn_cast_if_present<TypeAttr>(unwrap(c_attribute));
  auto function = type ? dyn_cast<LLVM::LLVMFunctionType>(type.getValue()) : nullptr;
  return function && function.isVarArg();
}

/// Gives the asm calls of `translated` the call-site attributes their ops carry
/// (`kestrel.convergent`, `kestrel.nounwind`, `kestrel.memory`, put there on import): the
/// exporter writes a call per op, in block order, and drops the ops' discardable attributes.
/// A function whose calls do not pair up with its ops (count, asm strings) is left as
/// translated.
static void restore_asm_call_attributes(Operation *module, llvm::Module &translated) {
  module->walk([&](LLVM::LLVMFuncOp function) {
    llvm::SmallVector<LLVM::InlineAsmOp> ops = asm_ops_of(function);
    bool any = llvm::any_of(ops, [](LLVM::InlineAsmOp op) {
      return op->hasAttr(kAsmConvergent) || op->hasAttr(kAsmNoUnwind) || op->hasAttr(kAsmMemory);
    });
    llvm::Function *llvm_function = translated.getFunction(function.getSymName());
    if (!any || !llvm_function || llvm_function->isDeclaration())
      return;
    llvm::SmallVector<llvm::CallInst *> calls;
    llvm::SmallVector<llvm::StringRef> strings;
    for (llvm::Instruction &instruction : llvm::instructions(*llvm_function))
      if (const llvm::InlineAsm *asm_callee = called_asm(instruction)) {
        calls.push_back(llvm::cast<llvm::CallInst>(&instruction));
        strings.push_back(asm_callee->getAsmString());
      }
    if (!pairs_up(ops, strings))
      return;
    for (auto [op, call] : llvm::zip(ops, calls)) {
      if (op->hasAttr(kAsmConvergent))
        call->addFnAttr(llvm::Attribute::Convergent);
      if (op->hasAttr(kAsmNoUnwind))
        call->addFnAttr(llvm::Attribute::NoUnwind);
      if (auto memory = op->getAttrOfType<IntegerAttr>(kAsmMemory))
        call->setMemoryEffects(
            llvm::MemoryEffects::createFromIntValue(static_cast<uint32_t>(memory.getInt())));
    }
  });
}

/// Makes the start and end locations of `c_op`'s loop annotation (`llvm.loop`'s two
/// DILocations) locations inlined at `c_call`, as its own location already is: LLVM's verifier
/// requires every DILocation of a function, those of its loop metadata included, to lead
/// back to the function's own subprogram, and a loop copied from a callee would otherwise
/// still point into the callee's. Returns whether the annotation changed.
bool kestrel_inline_loop_locations(MlirOperation c_op, MlirLocation c_call) {
  Operation *op = unwrap(c_op);
  auto a = op->getAttrOfType<LLVM::LoopAnnotationAttr>("loop_annotation");
  if (!a || (!a.getStartLoc() && !a.getEndLoc()))
    return false;
  Location call = unwrap(c_call);
  auto inlined = [&](FusedLoc loc) -> FusedLoc {
    if (!loc)
      return loc;
    // `callsite(loc at call)`, as the op's own location. The annotation holds fused
    // locations, so it goes inside one with the callee's scope as its metadata again (which
    // also keeps a single location fused); the call site inside brings its own scope.
    MLIRContext *context = loc.getContext();
    Attribute scope = loc.getMetadata() ? loc.getMetadata() : UnitAttr::get(context);
    return cast<FusedLoc>(FusedLoc::get(context, {CallSiteLoc::get(loc, call)}, scope));
  };
  op->setAttr("loop_annotation",
              LLVM::LoopAnnotationAttr::get(
                  a.getContext(), a.getDisableNonforced(), a.getVectorize(), a.getInterleave(),
                  a.getUnroll(), a.getUnrollAndJam(), a.getLicm(), a.getDistribute(),
                  a.getPipeline(), a.getPeeled(), a.getUnswitch(), a.getMustProgress(),
                  a.getIsVectorized(), inlined(a.getStartLoc()), inlined(a.getEndLoc()),
                  a.getParallelAccesses()));
  return true;
}

/// `mlirTranslateModuleToLLVMIR` without the LLVM verifier run inside it: the caller verifies
/// the result itself, once, and reports the verifier's message (the C API's would be lost
/// to stderr, its null result saying only that translation failed).
LLVMModuleRef kestrel_translate_unverified(MlirOperation c_module, LLVMContextRef c_context) {
  SerialScope serial(unwrap(c_module)->getContext());
  std::unique_ptr<llvm::Module> module = translateModuleToLLVMIR(
      unwrap(c_module), *llvm::unwrap(c_context), "LLVMDialectModule",
      /*disableVerification=*/true);
  if (module)
    restore_asm_call_attributes(unwrap(c_module), *module);
  return llvm::wrap(module.release());
}

void kestrel_free_string(char *text) { std::free(text); }

} // extern "C"

// ---- Code generation that reports its failures ----
//
// LLVM's backend ends the process on some failures: `report_fatal_error` ("Cannot select:
// intrinsic ...", an op the chosen sm cannot do) calls the installed fatal-error handler and
// then aborts, and an error diagnostic with no diagnostic handler exits. A compiler that is a
// library must return an error instead. So the fatal-error handler, while this thread is
// inside `kestrel_emit_recovering`, records the reason and jumps back there (as LLVM's own
// `CrashRecoveryContext` does), and a diagnostic handler collects error diagnostics. After a
// jump the backend's state (the module, its context, the target machine, the pass manager)
// is abandoned half-way, so the caller must leak it, never free it.

namespace {

/// Where this thread's fatal errors jump to (null: not in code generation) and the reason.
thread_local std::jmp_buf *fatal_error_target = nullptr;
thread_local std::string *fatal_error_reason = nullptr;

std::string first_line(const char *text) {
  std::string line = text ? text : "unknown error";
  size_t end = line.find('\n');
  return end == std::string::npos ? line : line.substr(0, end);
}

void fatal_error_handler(void *, const char *reason, bool) {
  if (std::jmp_buf *target = fatal_error_target) {
    *fatal_error_reason = first_line(reason);
    fatal_error_target = nullptr;
    std::longjmp(*target, 1);
  }
  // Outside code generation LLVM ends the process after this returns: say why in the
  // tools' one-line format rather than LLVM's crash banner.
  std::fprintf(stderr, "error: LLVM failed: %s\n", first_line(reason).c_str());
}

/// Error diagnostics of one code generation (warnings and remarks are dropped).
struct DiagnosticErrors {
  std::string first;
  static void collect(const llvm::DiagnosticInfo *info, void *context) {
    auto *errors = static_cast<DiagnosticErrors *>(context);
    if (info->getSeverity() != llvm::DS_Error || !errors->first.empty())
      return;
    std::string text;
    llvm::raw_string_ostream stream(text);
    llvm::DiagnosticPrinterRawOStream printer(stream);
    info->print(printer);
    errors->first = first_line(text.c_str());
  }
};

} // namespace

extern "C" {

/// Sets the NVPTX backend's `nvptx-short-ptr` option (32-bit shared, const and local
/// pointers), which LLVM reads only when a target machine is created: the caller holds a lock
/// from here until its machine exists. Returns 0 when the backend has no such option.
int kestrel_set_nvptx_short_pointers(int on) {
  auto &options = llvm::cl::getRegisteredOptions();
  auto found = options.find("nvptx-short-ptr");
  if (found == options.end())
    return 0;
  // Registered by NVPTXTargetMachine.cpp as a `cl::opt<bool>`.
  static_cast<llvm::cl::opt<bool> *>(found->second)->setValue(on != 0);
  return 1;
}

/// Whether `module` means the same with 32-bit shared, const and local pointers as with the
/// 64-bit ones its data layout gave it when it was optimised, so that only code generation
/// sees the narrower width: those pointers live in registers only, and never as integers.
/// Returns 0 where a type of memory, of a global, of a GEP's indexing, of a call across the
/// module's boundary or into inline asm holds such a pointer (its size or offsets would move,
/// or another module or the asm would see another width), where one is converted to or from an
/// integer (an address outside the 32-bit window would change value), and where full debug
/// information describes the 64-bit width. Anything unlisted keeps the pointer in a register.
int kestrel_pointer_widths_are_free(LLVMModuleRef c_module) {
  llvm::Module &module = *llvm::unwrap(c_module);
  // Generic (0) and global (1) pointers keep 64 bits; every other space narrows.
  auto narrows = [](unsigned space) { return space != 0 && space != 1; };
  llvm::DenseMap<llvm::Type *, bool> seen;
  std::function<bool(llvm::Type *)> holds = [&](llvm::Type *type) -> bool {
    if (!type)
      return false;
    auto found = seen.find(type);
    if (found != seen.end())
      return found->second;
    seen[type] = false; // a recursive struct holds what its other fields hold
    bool result = false;
    if (auto *pointer = llvm::dyn_cast<llvm::PointerType>(type))
      result = narrows(pointer->getAddressSpace());
    else if (auto *vector = llvm::dyn_cast<llvm::VectorType>(type))
      result = holds(vector->getElementType());
    else
      for (llvm::Type *element : type->subtypes())
        result = result || holds(element);
    seen[type] = result;
    return result;
  };
  for (llvm::DICompileUnit *unit : module.debug_compile_units())
    if (unit->getEmissionKind() == llvm::DICompileUnit::FullDebug)
      return 0;
  for (llvm::GlobalVariable &global : module.globals())
    if (holds(global.getValueType()))
      return 0;
  auto signature_holds = [&](llvm::FunctionType *type) {
    if (holds(type->getReturnType()))
      return true;
    for (llvm::Type *param : type->params())
      if (holds(param))
        return true;
    return false;
  };
  auto attribute_types_hold = [&](const llvm::AttributeList &attributes, unsigned count) {
    for (unsigned index = 0; index < count; ++index)
      for (auto kind : {llvm::Attribute::ByVal, llvm::Attribute::StructRet,
                        llvm::Attribute::ByRef, llvm::Attribute::InAlloca,
                        llvm::Attribute::Preallocated, llvm::Attribute::ElementType})
        if (holds(attributes.getParamAttrs(index).getAttribute(kind).isValid()
                      ? attributes.getParamAttrs(index).getAttribute(kind).getValueAsType()
                      : nullptr))
          return true;
    return false;
  };
  // A constant expression that converts or indexes through such a pointer, at any depth.
  std::function<bool(const llvm::Value *)> constant_holds = [&](const llvm::Value *value) {
    auto *expr = llvm::dyn_cast<llvm::ConstantExpr>(value);
    if (!expr)
      return false;
    if (expr->getOpcode() == llvm::Instruction::PtrToInt ||
        expr->getOpcode() == llvm::Instruction::IntToPtr)
      if (holds(expr->getType()) || holds(expr->getOperand(0)->getType()))
        return true;
    if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(expr))
      if (holds(gep->getSourceElementType()))
        return true;
    for (const llvm::Value *operand : expr->operands())
      if (constant_holds(operand))
        return true;
    return false;
  };
  for (llvm::GlobalVariable &global : module.globals())
    if (global.hasInitializer() && constant_holds(global.getInitializer()))
      return 0;
  for (llvm::Function &function : module) {
    if (function.isIntrinsic())
      continue;
    if (!function.hasLocalLinkage() && signature_holds(function.getFunctionType()))
      return 0;
    if (attribute_types_hold(function.getAttributes(), function.arg_size()))
      return 0;
    for (llvm::Instruction &inst : llvm::instructions(function)) {
      for (const llvm::Value *operand : inst.operands())
        if (constant_holds(operand))
          return 0;
      if (auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst)) {
        if (holds(alloca->getAllocatedType()))
          return 0;
      } else if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
        if (holds(load->getType()))
          return 0;
      } else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
        if (holds(store->getValueOperand()->getType()))
          return 0;
      } else if (auto *rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&inst)) {
        if (holds(rmw->getValOperand()->getType()))
          return 0;
      } else if (auto *exchange = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&inst)) {
        if (holds(exchange->getCompareOperand()->getType()))
          return 0;
      } else if (auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&inst)) {
        if (holds(gep->getSourceElementType()))
          return 0;
      } else if (llvm::isa<llvm::PtrToIntInst>(&inst) || llvm::isa<llvm::IntToPtrInst>(&inst)) {
        if (holds(inst.getType()) || holds(inst.getOperand(0)->getType()))
          return 0;
      } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
        if (attribute_types_hold(call->getAttributes(), call->arg_size()))
          return 0;
        llvm::Function *callee = call->getCalledFunction();
        bool intrinsic = callee && callee->isIntrinsic();
        bool inside = callee && callee->hasLocalLinkage() &&
                      callee->getFunctionType() == call->getFunctionType();
        if (!intrinsic && !inside && signature_holds(call->getFunctionType()))
          return 0;
      } else if (llvm::isa<llvm::VAArgInst>(&inst) || llvm::isa<llvm::BitCastInst>(&inst)) {
        if (holds(inst.getType()) || holds(inst.getOperand(0)->getType()))
          return 0;
      }
    }
  }
  return 1;
}

/// Sets the NVPTX backend's `nvptx-mad-wide-opt` option (fuse `mul.wide` and an add into
/// `mad.wide`), which instruction selection reads: the caller keeps every emission that runs
/// meanwhile on the same value. Returns 0 when the backend has no such option.
int kestrel_set_nvptx_mad_wide(int on) {
  auto &options = llvm::cl::getRegisteredOptions();
  auto found = options.find("nvptx-mad-wide-opt");
  if (found == options.end())
    return 0;
  static_cast<llvm::cl::opt<bool> *>(found->second)->setValue(on != 0);
  return 1;
}

/// Which floating-point multiply-adds the backend may fuse (`llc --fp-contract`): 0 only those
/// the IR marks `contract` (LLVM's default), 1 any (`fast`, CUDA's and Triton's default), 2 none.
void kestrel_set_fp_fusion(LLVMTargetMachineRef machine, int level) {
  llvm::TargetMachine *target = reinterpret_cast<llvm::TargetMachine *>(machine);
  target->Options.AllowFPOpFusion = level == 1   ? llvm::FPOpFusion::Fast
                                    : level == 2 ? llvm::FPOpFusion::Strict
                                                 : llvm::FPOpFusion::Standard;
}

/// Installs the fatal-error handler above, once per process.
void kestrel_install_fatal_error_handler() {
  static std::once_flag once;
  std::call_once(once, [] { llvm::install_fatal_error_handler(fatal_error_handler, nullptr); });
}

/// Which part of the NVPTX code generation pipeline an emission runs (`llc`'s split points).
enum CodegenPart : int {
  /// IR passes, CodeGenPrepare, instruction selection, machine passes, PTX printing.
  Whole = 0,
  /// The backend's own IR passes (NVVMReflect, lower-args, infer-address-spaces, SLSR, GVN,
  /// LSR, ...) up to, not including, CodeGenPrepare: `llc -stop-before=codegenprepare`. The
  /// result is the module's LLVM IR text.
  UpToCodeGenPrepare = 1,
  /// The rest, from CodeGenPrepare on: `llc -start-before=codegenprepare`.
  FromCodeGenPrepare = 2,
};

/// Or'ed into a `CodegenPart`: build the pipeline without Loop Strength Reduction
/// (`llc -disable-lsr`).
const int WithoutLoopStrengthReduction = 16;

/// Or'ed into a `CodegenPart`: build the pipeline without the machine-code sinking pass
/// (`llc -disable-machine-sink`).
const int WithoutMachineSink = 32;

} // extern "C"

namespace {

/// Sets a `cl::opt<std::string>` of LLVM's (`stop-before`, `start-before`, registered by
/// TargetPassConfig.cpp). Returns false when there is no such option.
bool set_string_option(const char *name, const std::string &value) {
  auto &options = llvm::cl::getRegisteredOptions();
  auto found = options.find(name);
  if (found == options.end())
    return false;
  static_cast<llvm::cl::opt<std::string> *>(found->second)->setValue(value);
  return true;
}

/// Sets a `cl::opt<bool>` of LLVM's (`disable-lsr`, `disable-machine-sink`, registered by
/// TargetPassConfig.cpp).
/// Returns false when there is no such option.
bool set_bool_option(const char *name, bool value) {
  auto &options = llvm::cl::getRegisteredOptions();
  auto found = options.find(name);
  if (found == options.end())
    return false;
  static_cast<llvm::cl::opt<bool> *>(found->second)->setValue(value);
  return true;
}

/// `stop-before`, `start-before`, `disable-lsr` and `disable-machine-sink` are global options
/// that `TargetPassConfig`
/// reads while it builds a pipeline (and never while it runs): every emission builds its
/// pipeline under this lock, with the options set to its own part, and puts them back to
/// their defaults before it lets go, so concurrent emissions never see each other's split or
/// choice of LSR.
std::mutex pipeline_options_lock;
thread_local bool holds_pipeline_options_lock = false;

/// Puts the split options back and lets go of the lock, if this thread holds it.
void release_pipeline_options() {
  if (!holds_pipeline_options_lock)
    return;
  set_string_option("stop-before", "");
  set_string_option("start-before", "");
  set_bool_option("disable-lsr", false);
  set_bool_option("disable-machine-sink", false);
  holds_pipeline_options_lock = false;
  pipeline_options_lock.unlock();
}

/// What `LLVMTargetMachineEmitToMemoryBuffer` does (the module's data layout set to the
/// machine's, the legacy pipeline `addPassesToEmitFile` builds, run once), for `part` of
/// the pipeline. `out` receives PTX, or for `UpToCodeGenPrepare` the module printed as LLVM IR
/// after the passes ran (as `llc`'s MIR output holds it: without use-list orders). Returns
/// false with `error` set when the machine cannot build the pipeline.
bool run_codegen(llvm::TargetMachine *machine, llvm::Module &module, int requested,
                 llvm::SmallString<0> &out, std::string &error) {
  module.setDataLayout(machine->createDataLayout());
  llvm::legacy::PassManager passes;
  llvm::raw_svector_ostream stream(out);
  int part = requested & ~(WithoutLoopStrengthReduction | WithoutMachineSink);
  pipeline_options_lock.lock();
  holds_pipeline_options_lock = true;
  if (!set_bool_option("disable-lsr", (requested & WithoutLoopStrengthReduction) != 0) &&
      (requested & WithoutLoopStrengthReduction) != 0) {
    release_pipeline_options();
    error = "this LLVM has no -disable-lsr option";
    return false;
  }
  if (!set_bool_option("disable-machine-sink", (requested & WithoutMachineSink) != 0) &&
      (requested & WithoutMachineSink) != 0) {
    release_pipeline_options();
    error = "this LLVM has no -disable-machine-sink option";
    return false;
  }
  bool options_exist = set_string_option("stop-before", part == UpToCodeGenPrepare
                                                            ? "codegenprepare"
                                                            : "") &&
                       set_string_option("start-before", part == FromCodeGenPrepare
                                                             ? "codegenprepare"
                                                             : "");
  if (!options_exist && part != Whole) {
    release_pipeline_options();
    error = "this LLVM has no -stop-before/-start-before options";
    return false;
  }
  auto file = part == UpToCodeGenPrepare ? llvm::CodeGenFileType::Null
                                         : llvm::CodeGenFileType::AssemblyFile;
  bool cannot = machine->addPassesToEmitFile(passes, stream, nullptr, file);
  release_pipeline_options();
  if (cannot) {
    error = "TargetMachine can't emit a file of this type";
    return false;
  }
  passes.run(module);
  if (part == UpToCodeGenPrepare)
    module.print(stream, nullptr);
  return true;
}

} // namespace

extern "C" {

/// Code generation (`part`, a `CodegenPart`) to a text buffer (PTX, or LLVM IR for
/// `UpToCodeGenPrepare`) that returns instead of ending the process: 0 with `*buffer` set; 1
/// with `*message` set when the backend failed and its state is sound (the caller frees as
/// usual); 2 with `*message` set when it failed fatally (the caller must leak `module`, its
/// context and `machine`). `*message` is freed with `kestrel_free_string`.
int kestrel_emit_recovering(LLVMTargetMachineRef machine, LLVMModuleRef module, int part,
                            LLVMMemoryBufferRef *buffer, char **message) {
  kestrel_install_fatal_error_handler();
  llvm::LLVMContext &context = llvm::unwrap(module)->getContext();
  DiagnosticErrors errors;
  auto saved_handler = context.getDiagnosticHandlerCallBack();
  void *saved_context = context.getDiagnosticContext();
  context.setDiagnosticHandlerCallBack(DiagnosticErrors::collect, &errors);
  std::string reason;
  const void *pretty_stack = llvm::SavePrettyStackState();
  // Lives outside the frame the jump abandons, so the text is freed on every path but a
  // fatal one (where the backend's state is leaked anyway).
  auto *out = new llvm::SmallString<0>();
  std::jmp_buf target;
  if (setjmp(target) != 0) {
    // The pass manager's stack-trace entries were never popped: drop them. A failure while
    // the pipeline was being built left the split options set: put them back.
    llvm::RestorePrettyStackState(pretty_stack);
    release_pipeline_options();
    fatal_error_reason = nullptr;
    *message = to_c_string(reason);
    return 2;
  }
  fatal_error_target = &target;
  fatal_error_reason = &reason;
  std::string error;
  bool ok = run_codegen(reinterpret_cast<llvm::TargetMachine *>(machine), *llvm::unwrap(module),
                        part, *out, error);
  fatal_error_target = nullptr;
  fatal_error_reason = nullptr;
  context.setDiagnosticHandlerCallBack(saved_handler, saved_context);
  if (!ok || !errors.first.empty()) {
    *message = to_c_string(!errors.first.empty() ? errors.first : first_line(error.c_str()));
    delete out;
    return 1;
  }
  *buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(out->data(), out->size(), "");
  delete out;
  return 0;
}

} // extern "C"
