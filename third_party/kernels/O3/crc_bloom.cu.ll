; ModuleID = 'src/crc_bloom.cu'
source_filename = "src/crc_bloom.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14crc32_messagesE5table = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@.crctable = private unnamed_addr constant [256 x i32] [i32 0, i32 1996959894, i32 -301047508, i32 -1727442502, i32 124634137, i32 1886057615, i32 -379345611, i32 -1637575261, i32 249268274, i32 2044508324, i32 -522852066, i32 -1747789432, i32 162941995, i32 2125561021, i32 -407360249, i32 -1866523247, i32 498536548, i32 1789927666, i32 -205950648, i32 -2067906082, i32 450548861, i32 1843258603, i32 -187386543, i32 -2083289657, i32 325883990, i32 1684777152, i32 -43845254, i32 -1973040660, i32 335633487, i32 1661365465, i32 -99664541, i32 -1928851979, i32 997073096, i32 1281953886, i32 -715111964, i32 -1570279054, i32 1006888145, i32 1258607687, i32 -770865667, i32 -1526024853, i32 901097722, i32 1119000684, i32 -608450090, i32 -1396901568, i32 853044451, i32 1172266101, i32 -589951537, i32 -1412350631, i32 651767980, i32 1373503546, i32 -925412992, i32 -1076862698, i32 565507253, i32 1454621731, i32 -809855591, i32 -1195530993, i32 671266974, i32 1594198024, i32 -972236366, i32 -1324619484, i32 795835527, i32 1483230225, i32 -1050600021, i32 -1234817731, i32 1994146192, i32 31158534, i32 -1731059524, i32 -271249366, i32 1907459465, i32 112637215, i32 -1614814043, i32 -390540237, i32 2013776290, i32 251722036, i32 -1777751922, i32 -519137256, i32 2137656763, i32 141376813, i32 -1855689577, i32 -429695999, i32 1802195444, i32 476864866, i32 -2056965928, i32 -228458418, i32 1812370925, i32 453092731, i32 -2113342271, i32 -183516073, i32 1706088902, i32 314042704, i32 -1950435094, i32 -54949764, i32 1658658271, i32 366619977, i32 -1932296973, i32 -69972891, i32 1303535960, i32 984961486, i32 -1547960204, i32 -725929758, i32 1256170817, i32 1037604311, i32 -1529756563, i32 -740887301, i32 1131014506, i32 879679996, i32 -1385723834, i32 -631195440, i32 1141124467, i32 855842277, i32 -1442165665, i32 -586318647, i32 1342533948, i32 654459306, i32 -1106571248, i32 -921952122, i32 1466479909, i32 544179635, i32 -1184443383, i32 -832445281, i32 1591671054, i32 702138776, i32 -1328506846, i32 -942167884, i32 1504918807, i32 783551873, i32 -1212326853, i32 -1061524307, i32 -306674912, i32 -1698712650, i32 62317068, i32 1957810842, i32 -355121351, i32 -1647151185, i32 81470997, i32 1943803523, i32 -480048366, i32 -1805370492, i32 225274430, i32 2053790376, i32 -468791541, i32 -1828061283, i32 167816743, i32 2097651377, i32 -267414716, i32 -2029476910, i32 503444072, i32 1762050814, i32 -144550051, i32 -2140837941, i32 426522225, i32 1852507879, i32 -19653770, i32 -1982649376, i32 282753626, i32 1742555852, i32 -105259153, i32 -1900089351, i32 397917763, i32 1622183637, i32 -690576408, i32 -1580100738, i32 953729732, i32 1340076626, i32 -776247311, i32 -1497606297, i32 1068828381, i32 1219638859, i32 -670225446, i32 -1358292148, i32 906185462, i32 1090812512, i32 -547295293, i32 -1469587627, i32 829329135, i32 1181335161, i32 -882789492, i32 -1134132454, i32 628085408, i32 1382605366, i32 -871598187, i32 -1156888829, i32 570562233, i32 1426400815, i32 -977650754, i32 -1296233688, i32 733239954, i32 1555261956, i32 -1026031705, i32 -1244606671, i32 752459403, i32 1541320221, i32 -1687895376, i32 -328994266, i32 1969922972, i32 40735498, i32 -1677130071, i32 -351390145, i32 1913087877, i32 83908371, i32 -1782625662, i32 -491226604, i32 2075208622, i32 213261112, i32 -1831694693, i32 -438977011, i32 2094854071, i32 198958881, i32 -2032938284, i32 -237706686, i32 1759359992, i32 534414190, i32 -2118248755, i32 -155638181, i32 1873836001, i32 414664567, i32 -2012718362, i32 -15766928, i32 1711684554, i32 285281116, i32 -1889165569, i32 -127750551, i32 1634467795, i32 376229701, i32 -1609899400, i32 -686959890, i32 1308918612, i32 956543938, i32 -1486412191, i32 -799009033, i32 1231636301, i32 1047427035, i32 -1362007478, i32 -640263460, i32 1088359270, i32 936918000, i32 -1447252397, i32 -558129467, i32 1202900863, i32 817233897, i32 -1111625188, i32 -893730166, i32 1404277552, i32 615818150, i32 -1160759803, i32 -841546093, i32 1423857449, i32 601450431, i32 -1285129682, i32 -1000256840, i32 1567103746, i32 711928724, i32 -1274298825, i32 -1022587231, i32 1510334235, i32 755167117]

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @crc32_messages(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp samesign ult i32 %7, 256
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %10, label %21

10:                                               ; preds = %6, %10
  %11 = phi i32 [ %19, %10 ], [ %7, %6 ]
  %12 = lshr i32 %11, 8
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds nuw i32, ptr @.crctable, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = xor i32 %12, %15
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14crc32_messagesE5table to ptr), i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !6
  %19 = add nuw nsw i32 %11, %9
  %20 = icmp samesign ult i32 %19, 256
  br i1 %20, label %10, label %21, !llvm.loop !11

21:                                               ; preds = %10, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %9
  %24 = add i32 %23, %7
  %25 = icmp slt i32 %24, %5
  br i1 %25, label %26, label %29

26:                                               ; preds = %21
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = mul i32 %27, %9
  br label %30

29:                                               ; preds = %130, %21
  ret void

30:                                               ; preds = %26, %130
  %31 = phi i32 [ %24, %26 ], [ %133, %130 ]
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i64, ptr %2, i64 %32
  %34 = load i64, ptr %33, align 8, !tbaa !13
  %35 = getelementptr inbounds i32, ptr %3, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = icmp slt i64 %34, 0
  %38 = icmp slt i32 %36, 0
  %39 = select i1 %37, i1 true, i1 %38
  %40 = icmp sgt i64 %34, %1
  %41 = or i1 %40, %39
  %42 = zext nneg i32 %36 to i64
  %43 = sub nsw i64 %1, %34
  %44 = icmp slt i64 %43, %42
  %45 = select i1 %41, i1 true, i1 %44
  br i1 %45, label %130, label %46

46:                                               ; preds = %30
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 %34
  %48 = icmp eq i32 %36, 0
  br i1 %48, label %130, label %49

49:                                               ; preds = %46
  %50 = and i32 %36, 3
  %51 = icmp ult i32 %36, 4
  br i1 %51, label %56, label %52

52:                                               ; preds = %49
  %53 = and i32 %36, 2147483644
  br label %80

54:                                               ; preds = %80
  %55 = icmp eq i32 %50, 0
  br i1 %55, label %77, label %56

56:                                               ; preds = %54, %49
  %57 = phi i32 [ 0, %49 ], [ %127, %54 ]
  %58 = phi i32 [ -1, %49 ], [ %126, %54 ]
  %59 = icmp ne i32 %50, 0
  tail call void @llvm.assume(i1 %59)
  br label %60

60:                                               ; preds = %60, %56
  %61 = phi i32 [ %74, %60 ], [ %57, %56 ]
  %62 = phi i32 [ %73, %60 ], [ %58, %56 ]
  %63 = phi i32 [ %75, %60 ], [ 0, %56 ]
  %64 = zext nneg i32 %61 to i64
  %65 = getelementptr inbounds nuw i8, ptr %47, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !15
  %67 = trunc i32 %62 to i8
  %68 = xor i8 %66, %67
  %69 = zext i8 %68 to i64
  %70 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14crc32_messagesE5table to ptr), i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = lshr i32 %62, 8
  %73 = xor i32 %71, %72
  %74 = add nuw nsw i32 %61, 1
  %75 = add i32 %63, 1
  %76 = icmp eq i32 %75, %50
  br i1 %76, label %77, label %60, !llvm.loop !16

77:                                               ; preds = %60, %54
  %78 = phi i32 [ %126, %54 ], [ %73, %60 ]
  %79 = xor i32 %78, -1
  br label %130

80:                                               ; preds = %80, %52
  %81 = phi i32 [ 0, %52 ], [ %127, %80 ]
  %82 = phi i32 [ -1, %52 ], [ %126, %80 ]
  %83 = phi i32 [ 0, %52 ], [ %128, %80 ]
  %84 = zext nneg i32 %81 to i64
  %85 = getelementptr inbounds nuw i8, ptr %47, i64 %84
  %86 = load i8, ptr %85, align 1, !tbaa !15
  %87 = trunc i32 %82 to i8
  %88 = xor i8 %86, %87
  %89 = zext i8 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14crc32_messagesE5table to ptr), i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = lshr i32 %82, 8
  %93 = xor i32 %91, %92
  %94 = zext nneg i32 %81 to i64
  %95 = getelementptr inbounds nuw i8, ptr %47, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 1
  %97 = load i8, ptr %96, align 1, !tbaa !15
  %98 = trunc i32 %93 to i8
  %99 = xor i8 %97, %98
  %100 = zext i8 %99 to i64
  %101 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14crc32_messagesE5table to ptr), i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = lshr i32 %93, 8
  %104 = xor i32 %102, %103
  %105 = zext nneg i32 %81 to i64
  %106 = getelementptr inbounds nuw i8, ptr %47, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 2
  %108 = load i8, ptr %107, align 1, !tbaa !15
  %109 = trunc i32 %104 to i8
  %110 = xor i8 %108, %109
  %111 = zext i8 %110 to i64
  %112 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14crc32_messagesE5table to ptr), i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = lshr i32 %104, 8
  %115 = xor i32 %113, %114
  %116 = zext nneg i32 %81 to i64
  %117 = getelementptr inbounds nuw i8, ptr %47, i64 %116
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 3
  %119 = load i8, ptr %118, align 1, !tbaa !15
  %120 = trunc i32 %115 to i8
  %121 = xor i8 %119, %120
  %122 = zext i8 %121 to i64
  %123 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14crc32_messagesE5table to ptr), i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = lshr i32 %115, 8
  %126 = xor i32 %124, %125
  %127 = add nuw nsw i32 %81, 4
  %128 = add i32 %83, 4
  %129 = icmp eq i32 %128, %53
  br i1 %129, label %54, label %80, !llvm.loop !18

130:                                              ; preds = %46, %77, %30
  %131 = phi i32 [ 0, %30 ], [ 0, %46 ], [ %79, %77 ]
  %132 = getelementptr inbounds i32, ptr %4, i64 %32
  store i32 %131, ptr %132, align 4, !tbaa !6
  %133 = add i32 %31, %28
  %134 = icmp slt i32 %133, %5
  br i1 %134, label %30, label %29, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bloom_insert(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = add i32 %3, -25
  %7 = icmp ult i32 %6, -20
  br i1 %7, label %93, label %8

8:                                                ; preds = %5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %93

15:                                               ; preds = %8
  %16 = shl nsw i32 -1, %3
  %17 = xor i32 %16, -1
  %18 = sext i32 %13 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = xor i32 %20, %4
  %22 = lshr i32 %21, 16
  %23 = xor i32 %22, %21
  %24 = mul i32 %23, -2048144789
  %25 = lshr i32 %24, 13
  %26 = xor i32 %25, %24
  %27 = mul i32 %26, -1028477387
  %28 = lshr i32 %27, 16
  %29 = xor i32 %28, %27
  %30 = shl i32 %4, 6
  %31 = add i32 %30, -1640531527
  %32 = add i32 %31, %20
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, -2048144789
  %36 = lshr i32 %35, 13
  %37 = xor i32 %36, %35
  %38 = mul i32 %37, -1028477387
  %39 = lshr i32 %38, 16
  %40 = xor i32 %39, %38
  %41 = or i32 %40, 1
  %42 = and i32 %29, %17
  %43 = and i32 %42, 31
  %44 = shl nuw i32 1, %43
  %45 = lshr i32 %42, 5
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr %1, i64 %46
  %48 = atomicrmw or ptr %47, i32 %44 seq_cst, align 4
  %49 = add i32 %41, %29
  %50 = and i32 %49, %17
  %51 = and i32 %50, 31
  %52 = shl nuw i32 1, %51
  %53 = lshr i32 %50, 5
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i32, ptr %1, i64 %54
  %56 = atomicrmw or ptr %55, i32 %52 seq_cst, align 4
  %57 = shl i32 %41, 1
  %58 = add i32 %57, %29
  %59 = and i32 %58, %17
  %60 = and i32 %59, 31
  %61 = shl nuw i32 1, %60
  %62 = lshr i32 %59, 5
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %63
  %65 = atomicrmw or ptr %64, i32 %61 seq_cst, align 4
  %66 = mul i32 %41, 3
  %67 = add i32 %66, %29
  %68 = and i32 %67, %17
  %69 = and i32 %68, 31
  %70 = shl nuw i32 1, %69
  %71 = lshr i32 %68, 5
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i32, ptr %1, i64 %72
  %74 = atomicrmw or ptr %73, i32 %70 seq_cst, align 4
  %75 = shl i32 %41, 2
  %76 = add i32 %75, %29
  %77 = and i32 %76, %17
  %78 = and i32 %77, 31
  %79 = shl nuw i32 1, %78
  %80 = lshr i32 %77, 5
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr %1, i64 %81
  %83 = atomicrmw or ptr %82, i32 %79 seq_cst, align 4
  %84 = mul i32 %41, 5
  %85 = add i32 %84, %29
  %86 = and i32 %85, %17
  %87 = and i32 %86, 31
  %88 = shl nuw i32 1, %87
  %89 = lshr i32 %86, 5
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i32, ptr %1, i64 %90
  %92 = atomicrmw or ptr %91, i32 %88 seq_cst, align 4
  br label %93

93:                                               ; preds = %15, %8, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
