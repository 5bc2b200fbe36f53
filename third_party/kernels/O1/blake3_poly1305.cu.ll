; ModuleID = 'src/blake3_poly1305.cu'
source_filename = "src/blake3_poly1305.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Poly1305State = type { [5 x i32], [4 x i32], [5 x i32] }
%struct.uint4 = type { i32, i32, i32, i32 }

@c_b3_key = dso_local addrspace(4) externally_initialized constant [8 x i32] zeroinitializer, align 4
@_ZZ18blake3_parent_treeE4s_cv = internal unnamed_addr addrspace(3) global [256 x [8 x i32]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind memory(argmem: readwrite)
define dso_local void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef writeonly captures(none) initializes((0, 32)) %5) local_unnamed_addr #0 {
  %7 = load i32, ptr %1, align 4, !tbaa !6
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 60
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = load i32, ptr %0, align 4, !tbaa !6
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = lshr i64 %2, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = trunc i64 %2 to i32
  %56 = add i32 %38, %7
  %57 = add i32 %56, %46
  %58 = xor i32 %57, %55
  %59 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %58, i32 %58, i32 16) #11, !srcloc !11
  %60 = add i32 %59, 1779033703
  %61 = xor i32 %60, %46
  %62 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %61, i32 %61, i32 12) #11, !srcloc !11
  %63 = add i32 %57, %9
  %64 = add i32 %63, %62
  %65 = xor i32 %64, %59
  %66 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %65, i32 %65, i32 8) #11, !srcloc !11
  %67 = add i32 %66, %60
  %68 = xor i32 %67, %62
  %69 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %68, i32 %68, i32 7) #11, !srcloc !11
  %70 = add i32 %40, %11
  %71 = add i32 %70, %48
  %72 = xor i32 %71, %54
  %73 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %72, i32 %72, i32 16) #11, !srcloc !11
  %74 = add i32 %73, -1150833019
  %75 = xor i32 %74, %48
  %76 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %75, i32 %75, i32 12) #11, !srcloc !11
  %77 = add i32 %71, %13
  %78 = add i32 %77, %76
  %79 = xor i32 %78, %73
  %80 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %79, i32 %79, i32 8) #11, !srcloc !11
  %81 = add i32 %80, %74
  %82 = xor i32 %81, %76
  %83 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %82, i32 %82, i32 7) #11, !srcloc !11
  %84 = add i32 %42, %15
  %85 = add i32 %84, %50
  %86 = xor i32 %3, %85
  %87 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %86, i32 %86, i32 16) #11, !srcloc !11
  %88 = add i32 %87, 1013904242
  %89 = xor i32 %88, %50
  %90 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %89, i32 %89, i32 12) #11, !srcloc !11
  %91 = add i32 %85, %17
  %92 = add i32 %91, %90
  %93 = xor i32 %92, %87
  %94 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %93, i32 %93, i32 8) #11, !srcloc !11
  %95 = add i32 %94, %88
  %96 = xor i32 %95, %90
  %97 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %96, i32 %96, i32 7) #11, !srcloc !11
  %98 = add i32 %44, %19
  %99 = add i32 %98, %52
  %100 = xor i32 %4, %99
  %101 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %100, i32 %100, i32 16) #11, !srcloc !11
  %102 = add i32 %101, -1521486534
  %103 = xor i32 %102, %52
  %104 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %103, i32 %103, i32 12) #11, !srcloc !11
  %105 = add i32 %99, %21
  %106 = add i32 %105, %104
  %107 = xor i32 %106, %101
  %108 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %107, i32 %107, i32 8) #11, !srcloc !11
  %109 = add i32 %108, %102
  %110 = xor i32 %109, %104
  %111 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %110, i32 %110, i32 7) #11, !srcloc !11
  %112 = add i32 %83, %64
  %113 = add i32 %112, %23
  %114 = xor i32 %113, %108
  %115 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %114, i32 %114, i32 16) #11, !srcloc !11
  %116 = add i32 %115, %95
  %117 = xor i32 %116, %83
  %118 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %117, i32 %117, i32 12) #11, !srcloc !11
  %119 = add i32 %25, %113
  %120 = add i32 %119, %118
  %121 = xor i32 %120, %115
  %122 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %121, i32 %121, i32 8) #11, !srcloc !11
  %123 = add i32 %122, %116
  %124 = xor i32 %123, %118
  %125 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %124, i32 %124, i32 7) #11, !srcloc !11
  %126 = add i32 %97, %78
  %127 = add i32 %126, %27
  %128 = xor i32 %127, %66
  %129 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %128, i32 %128, i32 16) #11, !srcloc !11
  %130 = add i32 %129, %109
  %131 = xor i32 %130, %97
  %132 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %131, i32 %131, i32 12) #11, !srcloc !11
  %133 = add i32 %29, %127
  %134 = add i32 %133, %132
  %135 = xor i32 %134, %129
  %136 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %135, i32 %135, i32 8) #11, !srcloc !11
  %137 = add i32 %136, %130
  %138 = xor i32 %137, %132
  %139 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %138, i32 %138, i32 7) #11, !srcloc !11
  %140 = add i32 %111, %92
  %141 = add i32 %140, %31
  %142 = xor i32 %141, %80
  %143 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %142, i32 %142, i32 16) #11, !srcloc !11
  %144 = add i32 %143, %67
  %145 = xor i32 %144, %111
  %146 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %145, i32 %145, i32 12) #11, !srcloc !11
  %147 = add i32 %33, %141
  %148 = add i32 %147, %146
  %149 = xor i32 %148, %143
  %150 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %149, i32 %149, i32 8) #11, !srcloc !11
  %151 = add i32 %150, %144
  %152 = xor i32 %151, %146
  %153 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %152, i32 %152, i32 7) #11, !srcloc !11
  %154 = add i32 %106, %69
  %155 = add i32 %154, %35
  %156 = xor i32 %155, %94
  %157 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %156, i32 %156, i32 16) #11, !srcloc !11
  %158 = add i32 %157, %81
  %159 = xor i32 %158, %69
  %160 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %159, i32 %159, i32 12) #11, !srcloc !11
  %161 = add i32 %37, %155
  %162 = add i32 %161, %160
  %163 = xor i32 %162, %157
  %164 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %163, i32 %163, i32 8) #11, !srcloc !11
  %165 = add i32 %164, %158
  %166 = xor i32 %165, %160
  %167 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %166, i32 %166, i32 7) #11, !srcloc !11
  %168 = add i32 %120, %11
  %169 = add i32 %168, %167
  %170 = xor i32 %136, %169
  %171 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %170, i32 %170, i32 16) #11, !srcloc !11
  %172 = add i32 %151, %171
  %173 = xor i32 %172, %167
  %174 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %173, i32 %173, i32 12) #11, !srcloc !11
  %175 = add i32 %169, %19
  %176 = add i32 %175, %174
  %177 = xor i32 %176, %171
  %178 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %177, i32 %177, i32 8) #11, !srcloc !11
  %179 = add i32 %178, %172
  %180 = xor i32 %179, %174
  %181 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %180, i32 %180, i32 7) #11, !srcloc !11
  %182 = add i32 %134, %13
  %183 = add i32 %182, %125
  %184 = xor i32 %150, %183
  %185 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %184, i32 %184, i32 16) #11, !srcloc !11
  %186 = add i32 %165, %185
  %187 = xor i32 %186, %125
  %188 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %187, i32 %187, i32 12) #11, !srcloc !11
  %189 = add i32 %183, %27
  %190 = add i32 %189, %188
  %191 = xor i32 %190, %185
  %192 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %191, i32 %191, i32 8) #11, !srcloc !11
  %193 = add i32 %192, %186
  %194 = xor i32 %193, %188
  %195 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %194, i32 %194, i32 7) #11, !srcloc !11
  %196 = add i32 %148, %21
  %197 = add i32 %196, %139
  %198 = xor i32 %164, %197
  %199 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %198, i32 %198, i32 16) #11, !srcloc !11
  %200 = add i32 %123, %199
  %201 = xor i32 %200, %139
  %202 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %201, i32 %201, i32 12) #11, !srcloc !11
  %203 = add i32 %197, %7
  %204 = add i32 %203, %202
  %205 = xor i32 %204, %199
  %206 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %205, i32 %205, i32 8) #11, !srcloc !11
  %207 = add i32 %206, %200
  %208 = xor i32 %207, %202
  %209 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %208, i32 %208, i32 7) #11, !srcloc !11
  %210 = add i32 %162, %15
  %211 = add i32 %210, %153
  %212 = xor i32 %122, %211
  %213 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %212, i32 %212, i32 16) #11, !srcloc !11
  %214 = add i32 %137, %213
  %215 = xor i32 %214, %153
  %216 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %215, i32 %215, i32 12) #11, !srcloc !11
  %217 = add i32 %211, %33
  %218 = add i32 %217, %216
  %219 = xor i32 %218, %213
  %220 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %219, i32 %219, i32 8) #11, !srcloc !11
  %221 = add i32 %220, %214
  %222 = xor i32 %221, %216
  %223 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %222, i32 %222, i32 7) #11, !srcloc !11
  %224 = add i32 %195, %176
  %225 = add i32 %224, %9
  %226 = xor i32 %225, %220
  %227 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %226, i32 %226, i32 16) #11, !srcloc !11
  %228 = add i32 %227, %207
  %229 = xor i32 %228, %195
  %230 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %229, i32 %229, i32 12) #11, !srcloc !11
  %231 = add i32 %29, %225
  %232 = add i32 %231, %230
  %233 = xor i32 %232, %227
  %234 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %233, i32 %233, i32 8) #11, !srcloc !11
  %235 = add i32 %234, %228
  %236 = xor i32 %235, %230
  %237 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %236, i32 %236, i32 7) #11, !srcloc !11
  %238 = add i32 %209, %190
  %239 = add i32 %238, %31
  %240 = xor i32 %239, %178
  %241 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %240, i32 %240, i32 16) #11, !srcloc !11
  %242 = add i32 %241, %221
  %243 = xor i32 %242, %209
  %244 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %243, i32 %243, i32 12) #11, !srcloc !11
  %245 = add i32 %17, %239
  %246 = add i32 %245, %244
  %247 = xor i32 %246, %241
  %248 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %247, i32 %247, i32 8) #11, !srcloc !11
  %249 = add i32 %248, %242
  %250 = xor i32 %249, %244
  %251 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %250, i32 %250, i32 7) #11, !srcloc !11
  %252 = add i32 %223, %204
  %253 = add i32 %252, %25
  %254 = xor i32 %253, %192
  %255 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %254, i32 %254, i32 16) #11, !srcloc !11
  %256 = add i32 %255, %179
  %257 = xor i32 %256, %223
  %258 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %257, i32 %257, i32 12) #11, !srcloc !11
  %259 = add i32 %35, %253
  %260 = add i32 %259, %258
  %261 = xor i32 %260, %255
  %262 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %261, i32 %261, i32 8) #11, !srcloc !11
  %263 = add i32 %262, %256
  %264 = xor i32 %263, %258
  %265 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %264, i32 %264, i32 7) #11, !srcloc !11
  %266 = add i32 %218, %181
  %267 = add i32 %266, %37
  %268 = xor i32 %267, %206
  %269 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %268, i32 %268, i32 16) #11, !srcloc !11
  %270 = add i32 %269, %193
  %271 = xor i32 %270, %181
  %272 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %271, i32 %271, i32 12) #11, !srcloc !11
  %273 = add i32 %23, %267
  %274 = add i32 %273, %272
  %275 = xor i32 %274, %269
  %276 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %275, i32 %275, i32 8) #11, !srcloc !11
  %277 = add i32 %276, %270
  %278 = xor i32 %277, %272
  %279 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %278, i32 %278, i32 7) #11, !srcloc !11
  %280 = add i32 %232, %13
  %281 = add i32 %280, %279
  %282 = xor i32 %248, %281
  %283 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %282, i32 %282, i32 16) #11, !srcloc !11
  %284 = add i32 %263, %283
  %285 = xor i32 %284, %279
  %286 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %285, i32 %285, i32 12) #11, !srcloc !11
  %287 = add i32 %281, %15
  %288 = add i32 %287, %286
  %289 = xor i32 %288, %283
  %290 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %289, i32 %289, i32 8) #11, !srcloc !11
  %291 = add i32 %290, %284
  %292 = xor i32 %291, %286
  %293 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %292, i32 %292, i32 7) #11, !srcloc !11
  %294 = add i32 %246, %27
  %295 = add i32 %294, %237
  %296 = xor i32 %262, %295
  %297 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %296, i32 %296, i32 16) #11, !srcloc !11
  %298 = add i32 %277, %297
  %299 = xor i32 %298, %237
  %300 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %299, i32 %299, i32 12) #11, !srcloc !11
  %301 = add i32 %295, %31
  %302 = add i32 %301, %300
  %303 = xor i32 %302, %297
  %304 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %303, i32 %303, i32 8) #11, !srcloc !11
  %305 = add i32 %304, %298
  %306 = xor i32 %305, %300
  %307 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %306, i32 %306, i32 7) #11, !srcloc !11
  %308 = add i32 %260, %33
  %309 = add i32 %308, %251
  %310 = xor i32 %276, %309
  %311 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %310, i32 %310, i32 16) #11, !srcloc !11
  %312 = add i32 %235, %311
  %313 = xor i32 %312, %251
  %314 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %313, i32 %313, i32 12) #11, !srcloc !11
  %315 = add i32 %309, %11
  %316 = add i32 %315, %314
  %317 = xor i32 %316, %311
  %318 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %317, i32 %317, i32 8) #11, !srcloc !11
  %319 = add i32 %318, %312
  %320 = xor i32 %319, %314
  %321 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %320, i32 %320, i32 7) #11, !srcloc !11
  %322 = add i32 %274, %21
  %323 = add i32 %322, %265
  %324 = xor i32 %234, %323
  %325 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %324, i32 %324, i32 16) #11, !srcloc !11
  %326 = add i32 %249, %325
  %327 = xor i32 %326, %265
  %328 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %327, i32 %327, i32 12) #11, !srcloc !11
  %329 = add i32 %323, %35
  %330 = add i32 %329, %328
  %331 = xor i32 %330, %325
  %332 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %331, i32 %331, i32 8) #11, !srcloc !11
  %333 = add i32 %332, %326
  %334 = xor i32 %333, %328
  %335 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %334, i32 %334, i32 7) #11, !srcloc !11
  %336 = add i32 %307, %288
  %337 = add i32 %336, %19
  %338 = xor i32 %337, %332
  %339 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %338, i32 %338, i32 16) #11, !srcloc !11
  %340 = add i32 %339, %319
  %341 = xor i32 %340, %307
  %342 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %341, i32 %341, i32 12) #11, !srcloc !11
  %343 = add i32 %17, %337
  %344 = add i32 %343, %342
  %345 = xor i32 %344, %339
  %346 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %345, i32 %345, i32 8) #11, !srcloc !11
  %347 = add i32 %346, %340
  %348 = xor i32 %347, %342
  %349 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %348, i32 %348, i32 7) #11, !srcloc !11
  %350 = add i32 %321, %302
  %351 = add i32 %350, %25
  %352 = xor i32 %351, %290
  %353 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %352, i32 %352, i32 16) #11, !srcloc !11
  %354 = add i32 %353, %333
  %355 = xor i32 %354, %321
  %356 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %355, i32 %355, i32 12) #11, !srcloc !11
  %357 = add i32 %7, %351
  %358 = add i32 %357, %356
  %359 = xor i32 %358, %353
  %360 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %359, i32 %359, i32 8) #11, !srcloc !11
  %361 = add i32 %360, %354
  %362 = xor i32 %361, %356
  %363 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %362, i32 %362, i32 7) #11, !srcloc !11
  %364 = add i32 %335, %316
  %365 = add i32 %364, %29
  %366 = xor i32 %365, %304
  %367 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %366, i32 %366, i32 16) #11, !srcloc !11
  %368 = add i32 %367, %291
  %369 = xor i32 %368, %335
  %370 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %369, i32 %369, i32 12) #11, !srcloc !11
  %371 = add i32 %37, %365
  %372 = add i32 %371, %370
  %373 = xor i32 %372, %367
  %374 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %373, i32 %373, i32 8) #11, !srcloc !11
  %375 = add i32 %374, %368
  %376 = xor i32 %375, %370
  %377 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %376, i32 %376, i32 7) #11, !srcloc !11
  %378 = add i32 %330, %293
  %379 = add i32 %378, %23
  %380 = xor i32 %379, %318
  %381 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %380, i32 %380, i32 16) #11, !srcloc !11
  %382 = add i32 %381, %305
  %383 = xor i32 %382, %293
  %384 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %383, i32 %383, i32 12) #11, !srcloc !11
  %385 = add i32 %9, %379
  %386 = add i32 %385, %384
  %387 = xor i32 %386, %381
  %388 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %387, i32 %387, i32 8) #11, !srcloc !11
  %389 = add i32 %388, %382
  %390 = xor i32 %389, %384
  %391 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %390, i32 %390, i32 7) #11, !srcloc !11
  %392 = add i32 %344, %27
  %393 = add i32 %392, %391
  %394 = xor i32 %360, %393
  %395 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %394, i32 %394, i32 16) #11, !srcloc !11
  %396 = add i32 %375, %395
  %397 = xor i32 %396, %391
  %398 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %397, i32 %397, i32 12) #11, !srcloc !11
  %399 = add i32 %393, %21
  %400 = add i32 %399, %398
  %401 = xor i32 %400, %395
  %402 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %401, i32 %401, i32 8) #11, !srcloc !11
  %403 = add i32 %402, %396
  %404 = xor i32 %403, %398
  %405 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %404, i32 %404, i32 7) #11, !srcloc !11
  %406 = add i32 %358, %31
  %407 = add i32 %406, %349
  %408 = xor i32 %374, %407
  %409 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %408, i32 %408, i32 16) #11, !srcloc !11
  %410 = add i32 %389, %409
  %411 = xor i32 %410, %349
  %412 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %411, i32 %411, i32 12) #11, !srcloc !11
  %413 = add i32 %407, %25
  %414 = add i32 %413, %412
  %415 = xor i32 %414, %409
  %416 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %415, i32 %415, i32 8) #11, !srcloc !11
  %417 = add i32 %416, %410
  %418 = xor i32 %417, %412
  %419 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %418, i32 %418, i32 7) #11, !srcloc !11
  %420 = add i32 %372, %35
  %421 = add i32 %420, %363
  %422 = xor i32 %388, %421
  %423 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %422, i32 %422, i32 16) #11, !srcloc !11
  %424 = add i32 %347, %423
  %425 = xor i32 %424, %363
  %426 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %425, i32 %425, i32 12) #11, !srcloc !11
  %427 = add i32 %421, %13
  %428 = add i32 %427, %426
  %429 = xor i32 %428, %423
  %430 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %429, i32 %429, i32 8) #11, !srcloc !11
  %431 = add i32 %430, %424
  %432 = xor i32 %431, %426
  %433 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %432, i32 %432, i32 7) #11, !srcloc !11
  %434 = add i32 %386, %33
  %435 = add i32 %434, %377
  %436 = xor i32 %346, %435
  %437 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %436, i32 %436, i32 16) #11, !srcloc !11
  %438 = add i32 %361, %437
  %439 = xor i32 %438, %377
  %440 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %439, i32 %439, i32 12) #11, !srcloc !11
  %441 = add i32 %435, %37
  %442 = add i32 %441, %440
  %443 = xor i32 %442, %437
  %444 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %443, i32 %443, i32 8) #11, !srcloc !11
  %445 = add i32 %444, %438
  %446 = xor i32 %445, %440
  %447 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %446, i32 %446, i32 7) #11, !srcloc !11
  %448 = add i32 %419, %400
  %449 = add i32 %448, %15
  %450 = xor i32 %449, %444
  %451 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %450, i32 %450, i32 16) #11, !srcloc !11
  %452 = add i32 %451, %431
  %453 = xor i32 %452, %419
  %454 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %453, i32 %453, i32 12) #11, !srcloc !11
  %455 = add i32 %7, %449
  %456 = add i32 %455, %454
  %457 = xor i32 %456, %451
  %458 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %457, i32 %457, i32 8) #11, !srcloc !11
  %459 = add i32 %458, %452
  %460 = xor i32 %459, %454
  %461 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %460, i32 %460, i32 7) #11, !srcloc !11
  %462 = add i32 %433, %414
  %463 = add i32 %462, %29
  %464 = xor i32 %463, %402
  %465 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %464, i32 %464, i32 16) #11, !srcloc !11
  %466 = add i32 %465, %445
  %467 = xor i32 %466, %433
  %468 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %467, i32 %467, i32 12) #11, !srcloc !11
  %469 = add i32 %11, %463
  %470 = add i32 %469, %468
  %471 = xor i32 %470, %465
  %472 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %471, i32 %471, i32 8) #11, !srcloc !11
  %473 = add i32 %472, %466
  %474 = xor i32 %473, %468
  %475 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %474, i32 %474, i32 7) #11, !srcloc !11
  %476 = add i32 %447, %428
  %477 = add i32 %476, %17
  %478 = xor i32 %477, %416
  %479 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %478, i32 %478, i32 16) #11, !srcloc !11
  %480 = add i32 %479, %403
  %481 = xor i32 %480, %447
  %482 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %481, i32 %481, i32 12) #11, !srcloc !11
  %483 = add i32 %23, %477
  %484 = add i32 %483, %482
  %485 = xor i32 %484, %479
  %486 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %485, i32 %485, i32 8) #11, !srcloc !11
  %487 = add i32 %486, %480
  %488 = xor i32 %487, %482
  %489 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %488, i32 %488, i32 7) #11, !srcloc !11
  %490 = add i32 %442, %405
  %491 = add i32 %490, %9
  %492 = xor i32 %491, %430
  %493 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %492, i32 %492, i32 16) #11, !srcloc !11
  %494 = add i32 %493, %417
  %495 = xor i32 %494, %405
  %496 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %495, i32 %495, i32 12) #11, !srcloc !11
  %497 = add i32 %19, %491
  %498 = add i32 %497, %496
  %499 = xor i32 %498, %493
  %500 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %499, i32 %499, i32 8) #11, !srcloc !11
  %501 = add i32 %500, %494
  %502 = xor i32 %501, %496
  %503 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %502, i32 %502, i32 7) #11, !srcloc !11
  %504 = add i32 %456, %31
  %505 = add i32 %504, %503
  %506 = xor i32 %472, %505
  %507 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %506, i32 %506, i32 16) #11, !srcloc !11
  %508 = add i32 %487, %507
  %509 = xor i32 %508, %503
  %510 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %509, i32 %509, i32 12) #11, !srcloc !11
  %511 = add i32 %505, %33
  %512 = add i32 %511, %510
  %513 = xor i32 %512, %507
  %514 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %513, i32 %513, i32 8) #11, !srcloc !11
  %515 = add i32 %514, %508
  %516 = xor i32 %515, %510
  %517 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %516, i32 %516, i32 7) #11, !srcloc !11
  %518 = add i32 %470, %25
  %519 = add i32 %518, %461
  %520 = xor i32 %486, %519
  %521 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %520, i32 %520, i32 16) #11, !srcloc !11
  %522 = add i32 %501, %521
  %523 = xor i32 %522, %461
  %524 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %523, i32 %523, i32 12) #11, !srcloc !11
  %525 = add i32 %519, %29
  %526 = add i32 %525, %524
  %527 = xor i32 %526, %521
  %528 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %527, i32 %527, i32 8) #11, !srcloc !11
  %529 = add i32 %528, %522
  %530 = xor i32 %529, %524
  %531 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %530, i32 %530, i32 7) #11, !srcloc !11
  %532 = add i32 %484, %37
  %533 = add i32 %532, %475
  %534 = xor i32 %500, %533
  %535 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %534, i32 %534, i32 16) #11, !srcloc !11
  %536 = add i32 %459, %535
  %537 = xor i32 %536, %475
  %538 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %537, i32 %537, i32 12) #11, !srcloc !11
  %539 = add i32 %533, %27
  %540 = add i32 %539, %538
  %541 = xor i32 %540, %535
  %542 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %541, i32 %541, i32 8) #11, !srcloc !11
  %543 = add i32 %542, %536
  %544 = xor i32 %543, %538
  %545 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %544, i32 %544, i32 7) #11, !srcloc !11
  %546 = add i32 %498, %35
  %547 = add i32 %546, %489
  %548 = xor i32 %458, %547
  %549 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %548, i32 %548, i32 16) #11, !srcloc !11
  %550 = add i32 %473, %549
  %551 = xor i32 %550, %489
  %552 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %551, i32 %551, i32 12) #11, !srcloc !11
  %553 = add i32 %547, %23
  %554 = add i32 %553, %552
  %555 = xor i32 %554, %549
  %556 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %555, i32 %555, i32 8) #11, !srcloc !11
  %557 = add i32 %556, %550
  %558 = xor i32 %557, %552
  %559 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %558, i32 %558, i32 7) #11, !srcloc !11
  %560 = add i32 %531, %512
  %561 = add i32 %560, %21
  %562 = xor i32 %561, %556
  %563 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %562, i32 %562, i32 16) #11, !srcloc !11
  %564 = add i32 %563, %543
  %565 = xor i32 %564, %531
  %566 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %565, i32 %565, i32 12) #11, !srcloc !11
  %567 = add i32 %11, %561
  %568 = add i32 %567, %566
  %569 = xor i32 %568, %563
  %570 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %569, i32 %569, i32 8) #11, !srcloc !11
  %571 = add i32 %570, %564
  %572 = xor i32 %571, %566
  %573 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %572, i32 %572, i32 7) #11, !srcloc !11
  %574 = add i32 %545, %526
  %575 = add i32 %574, %17
  %576 = xor i32 %575, %514
  %577 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %576, i32 %576, i32 16) #11, !srcloc !11
  %578 = add i32 %577, %557
  %579 = xor i32 %578, %545
  %580 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %579, i32 %579, i32 12) #11, !srcloc !11
  %581 = add i32 %13, %575
  %582 = add i32 %581, %580
  %583 = xor i32 %582, %577
  %584 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %583, i32 %583, i32 8) #11, !srcloc !11
  %585 = add i32 %584, %578
  %586 = xor i32 %585, %580
  %587 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %586, i32 %586, i32 7) #11, !srcloc !11
  %588 = add i32 %559, %540
  %589 = add i32 %588, %7
  %590 = xor i32 %589, %528
  %591 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %590, i32 %590, i32 16) #11, !srcloc !11
  %592 = add i32 %591, %515
  %593 = xor i32 %592, %559
  %594 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %593, i32 %593, i32 12) #11, !srcloc !11
  %595 = add i32 %9, %589
  %596 = add i32 %595, %594
  %597 = xor i32 %596, %591
  %598 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %597, i32 %597, i32 8) #11, !srcloc !11
  %599 = add i32 %598, %592
  %600 = xor i32 %599, %594
  %601 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %600, i32 %600, i32 7) #11, !srcloc !11
  %602 = add i32 %554, %517
  %603 = add i32 %602, %19
  %604 = xor i32 %603, %542
  %605 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %604, i32 %604, i32 16) #11, !srcloc !11
  %606 = add i32 %605, %529
  %607 = xor i32 %606, %517
  %608 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %607, i32 %607, i32 12) #11, !srcloc !11
  %609 = add i32 %15, %603
  %610 = add i32 %609, %608
  %611 = xor i32 %610, %605
  %612 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %611, i32 %611, i32 8) #11, !srcloc !11
  %613 = add i32 %612, %606
  %614 = xor i32 %613, %608
  %615 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %614, i32 %614, i32 7) #11, !srcloc !11
  %616 = add i32 %568, %25
  %617 = add i32 %616, %615
  %618 = xor i32 %584, %617
  %619 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %618, i32 %618, i32 16) #11, !srcloc !11
  %620 = add i32 %599, %619
  %621 = xor i32 %620, %615
  %622 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %621, i32 %621, i32 12) #11, !srcloc !11
  %623 = add i32 %617, %35
  %624 = add i32 %623, %622
  %625 = xor i32 %624, %619
  %626 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %625, i32 %625, i32 8) #11, !srcloc !11
  %627 = add i32 %626, %620
  %628 = xor i32 %627, %622
  %629 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %628, i32 %628, i32 7) #11, !srcloc !11
  %630 = add i32 %582, %29
  %631 = add i32 %630, %573
  %632 = xor i32 %598, %631
  %633 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %632, i32 %632, i32 16) #11, !srcloc !11
  %634 = add i32 %613, %633
  %635 = xor i32 %634, %573
  %636 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %635, i32 %635, i32 12) #11, !srcloc !11
  %637 = add i32 %631, %17
  %638 = add i32 %637, %636
  %639 = xor i32 %638, %633
  %640 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %639, i32 %639, i32 8) #11, !srcloc !11
  %641 = add i32 %640, %634
  %642 = xor i32 %641, %636
  %643 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %642, i32 %642, i32 7) #11, !srcloc !11
  %644 = add i32 %596, %23
  %645 = add i32 %644, %587
  %646 = xor i32 %612, %645
  %647 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %646, i32 %646, i32 16) #11, !srcloc !11
  %648 = add i32 %571, %647
  %649 = xor i32 %648, %587
  %650 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %649, i32 %649, i32 12) #11, !srcloc !11
  %651 = add i32 %645, %31
  %652 = add i32 %651, %650
  %653 = xor i32 %652, %647
  %654 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %653, i32 %653, i32 8) #11, !srcloc !11
  %655 = add i32 %654, %648
  %656 = xor i32 %655, %650
  %657 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %656, i32 %656, i32 7) #11, !srcloc !11
  %658 = add i32 %610, %37
  %659 = add i32 %658, %601
  %660 = xor i32 %570, %659
  %661 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %660, i32 %660, i32 16) #11, !srcloc !11
  %662 = add i32 %585, %661
  %663 = xor i32 %662, %601
  %664 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %663, i32 %663, i32 12) #11, !srcloc !11
  %665 = add i32 %659, %9
  %666 = add i32 %665, %664
  %667 = xor i32 %666, %661
  %668 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %667, i32 %667, i32 8) #11, !srcloc !11
  %669 = add i32 %668, %662
  %670 = xor i32 %669, %664
  %671 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %670, i32 %670, i32 7) #11, !srcloc !11
  %672 = add i32 %643, %624
  %673 = add i32 %672, %33
  %674 = xor i32 %673, %668
  %675 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %674, i32 %674, i32 16) #11, !srcloc !11
  %676 = add i32 %675, %655
  %677 = xor i32 %676, %643
  %678 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %677, i32 %677, i32 12) #11, !srcloc !11
  %679 = add i32 %13, %673
  %680 = add i32 %679, %678
  %681 = xor i32 %680, %675
  %682 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %681, i32 %681, i32 8) #11, !srcloc !11
  %683 = add i32 %682, %676
  %684 = xor i32 %683, %678
  %685 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %684, i32 %684, i32 7) #11, !srcloc !11
  %686 = add i32 %657, %638
  %687 = add i32 %686, %7
  %688 = xor i32 %687, %626
  %689 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %688, i32 %688, i32 16) #11, !srcloc !11
  %690 = add i32 %689, %669
  %691 = xor i32 %690, %657
  %692 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %691, i32 %691, i32 12) #11, !srcloc !11
  %693 = add i32 %27, %687
  %694 = add i32 %693, %692
  %695 = xor i32 %694, %689
  %696 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %695, i32 %695, i32 8) #11, !srcloc !11
  %697 = add i32 %696, %690
  %698 = xor i32 %697, %692
  %699 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %698, i32 %698, i32 7) #11, !srcloc !11
  %700 = add i32 %671, %652
  %701 = add i32 %700, %11
  %702 = xor i32 %701, %640
  %703 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %702, i32 %702, i32 16) #11, !srcloc !11
  %704 = add i32 %703, %627
  %705 = xor i32 %704, %671
  %706 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %705, i32 %705, i32 12) #11, !srcloc !11
  %707 = add i32 %19, %701
  %708 = add i32 %707, %706
  %709 = xor i32 %708, %703
  %710 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %709, i32 %709, i32 8) #11, !srcloc !11
  %711 = add i32 %710, %704
  %712 = xor i32 %711, %706
  %713 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %712, i32 %712, i32 7) #11, !srcloc !11
  %714 = add i32 %666, %629
  %715 = add i32 %714, %15
  %716 = xor i32 %715, %654
  %717 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %716, i32 %716, i32 16) #11, !srcloc !11
  %718 = add i32 %717, %641
  %719 = xor i32 %718, %629
  %720 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %719, i32 %719, i32 12) #11, !srcloc !11
  %721 = add i32 %21, %715
  %722 = add i32 %721, %720
  %723 = xor i32 %722, %717
  %724 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %723, i32 %723, i32 8) #11, !srcloc !11
  %725 = add i32 %724, %718
  %726 = xor i32 %725, %720
  %727 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %726, i32 %726, i32 7) #11, !srcloc !11
  %728 = add i32 %680, %29
  %729 = add i32 %728, %727
  %730 = xor i32 %696, %729
  %731 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %730, i32 %730, i32 16) #11, !srcloc !11
  %732 = add i32 %711, %731
  %733 = xor i32 %732, %727
  %734 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %733, i32 %733, i32 12) #11, !srcloc !11
  %735 = add i32 %729, %37
  %736 = add i32 %735, %734
  %737 = xor i32 %736, %731
  %738 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %737, i32 %737, i32 8) #11, !srcloc !11
  %739 = add i32 %738, %732
  %740 = xor i32 %739, %734
  %741 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %740, i32 %740, i32 7) #11, !srcloc !11
  %742 = add i32 %694, %17
  %743 = add i32 %742, %685
  %744 = xor i32 %710, %743
  %745 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %744, i32 %744, i32 16) #11, !srcloc !11
  %746 = add i32 %725, %745
  %747 = xor i32 %746, %685
  %748 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %747, i32 %747, i32 12) #11, !srcloc !11
  %749 = add i32 %743, %7
  %750 = add i32 %749, %748
  %751 = xor i32 %750, %745
  %752 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %751, i32 %751, i32 8) #11, !srcloc !11
  %753 = add i32 %752, %746
  %754 = xor i32 %753, %748
  %755 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %754, i32 %754, i32 7) #11, !srcloc !11
  %756 = add i32 %708, %9
  %757 = add i32 %756, %699
  %758 = xor i32 %724, %757
  %759 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %758, i32 %758, i32 16) #11, !srcloc !11
  %760 = add i32 %683, %759
  %761 = xor i32 %760, %699
  %762 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %761, i32 %761, i32 12) #11, !srcloc !11
  %763 = add i32 %757, %25
  %764 = add i32 %763, %762
  %765 = xor i32 %764, %759
  %766 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %765, i32 %765, i32 8) #11, !srcloc !11
  %767 = add i32 %766, %760
  %768 = xor i32 %767, %762
  %769 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %768, i32 %768, i32 7) #11, !srcloc !11
  %770 = add i32 %722, %23
  %771 = add i32 %770, %713
  %772 = xor i32 %682, %771
  %773 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %772, i32 %772, i32 16) #11, !srcloc !11
  %774 = add i32 %697, %773
  %775 = xor i32 %774, %713
  %776 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %775, i32 %775, i32 12) #11, !srcloc !11
  %777 = add i32 %771, %19
  %778 = add i32 %777, %776
  %779 = xor i32 %778, %773
  %780 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %779, i32 %779, i32 8) #11, !srcloc !11
  %781 = add i32 %780, %774
  %782 = xor i32 %781, %776
  %783 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %782, i32 %782, i32 7) #11, !srcloc !11
  %784 = add i32 %755, %736
  %785 = add i32 %784, %35
  %786 = xor i32 %785, %780
  %787 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %786, i32 %786, i32 16) #11, !srcloc !11
  %788 = add i32 %787, %767
  %789 = xor i32 %788, %755
  %790 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %789, i32 %789, i32 12) #11, !srcloc !11
  %791 = add i32 %27, %785
  %792 = add i32 %791, %790
  %793 = xor i32 %792, %787
  %794 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %793, i32 %793, i32 8) #11, !srcloc !11
  %795 = add i32 %794, %788
  %796 = xor i32 %795, %790
  %797 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %796, i32 %796, i32 7) #11, !srcloc !11
  %798 = add i32 %769, %750
  %799 = add i32 %798, %11
  %800 = xor i32 %799, %738
  %801 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %800, i32 %800, i32 16) #11, !srcloc !11
  %802 = add i32 %801, %781
  %803 = xor i32 %802, %769
  %804 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %803, i32 %803, i32 12) #11, !srcloc !11
  %805 = add i32 %31, %799
  %806 = add i32 %805, %804
  %807 = xor i32 %806, %801
  %808 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %807, i32 %807, i32 8) #11, !srcloc !11
  %809 = add i32 %808, %802
  %810 = xor i32 %809, %804
  %811 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %810, i32 %810, i32 7) #11, !srcloc !11
  %812 = add i32 %783, %764
  %813 = add i32 %812, %13
  %814 = xor i32 %813, %752
  %815 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %814, i32 %814, i32 16) #11, !srcloc !11
  %816 = add i32 %815, %739
  %817 = xor i32 %816, %783
  %818 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %817, i32 %817, i32 12) #11, !srcloc !11
  %819 = add i32 %15, %813
  %820 = add i32 %819, %818
  %821 = xor i32 %820, %815
  %822 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %821, i32 %821, i32 8) #11, !srcloc !11
  %823 = add i32 %822, %816
  %824 = xor i32 %823, %818
  %825 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %824, i32 %824, i32 7) #11, !srcloc !11
  %826 = add i32 %778, %741
  %827 = add i32 %826, %21
  %828 = xor i32 %827, %766
  %829 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %828, i32 %828, i32 16) #11, !srcloc !11
  %830 = add i32 %829, %753
  %831 = xor i32 %830, %741
  %832 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %831, i32 %831, i32 12) #11, !srcloc !11
  %833 = add i32 %33, %827
  %834 = add i32 %833, %832
  %835 = xor i32 %834, %829
  %836 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %835, i32 %835, i32 8) #11, !srcloc !11
  %837 = add i32 %836, %830
  %838 = xor i32 %837, %832
  %839 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %838, i32 %838, i32 7) #11, !srcloc !11
  %840 = xor i32 %823, %792
  store i32 %840, ptr %5, align 4, !tbaa !6
  %841 = xor i32 %837, %806
  %842 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %841, ptr %842, align 4, !tbaa !6
  %843 = xor i32 %795, %820
  %844 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %843, ptr %844, align 4, !tbaa !6
  %845 = xor i32 %809, %834
  %846 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %845, ptr %846, align 4, !tbaa !6
  %847 = xor i32 %808, %839
  %848 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %847, ptr %848, align 4, !tbaa !6
  %849 = xor i32 %822, %797
  %850 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %849, ptr %850, align 4, !tbaa !6
  %851 = xor i32 %836, %811
  %852 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %851, ptr %852, align 4, !tbaa !6
  %853 = xor i32 %794, %825
  %854 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 %853, ptr %854, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @blake3_chunk_cv(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  %6 = add nuw nsw i64 %1, 1023
  %7 = lshr i64 %6, 10
  %8 = icmp slt i64 %1, 1
  %9 = select i1 %8, i64 1, i64 %7
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = icmp samesign ult i64 %17, %9
  br i1 %18, label %19, label %686

19:                                               ; preds = %3
  %20 = icmp eq i64 %9, 1
  %21 = select i1 %20, i32 10, i32 2
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %13
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %37 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %61 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %62 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %64 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %65 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %66 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %67 = getelementptr inbounds nuw i8, ptr %4, i64 28
  br label %68

68:                                               ; preds = %19, %666
  %69 = phi i64 [ %17, %19 ], [ %684, %666 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #12, !noalias !17
  store i32 1779033703, ptr %4, align 4, !tbaa !6, !noalias !17
  store i32 -1150833019, ptr %25, align 4, !tbaa !6, !noalias !17
  store i32 1013904242, ptr %26, align 4, !tbaa !6, !noalias !17
  store i32 -1521486534, ptr %27, align 4, !tbaa !6, !noalias !17
  store i32 1359893119, ptr %28, align 4, !tbaa !6, !noalias !17
  store i32 -1694144372, ptr %29, align 4, !tbaa !6, !noalias !17
  store i32 528734635, ptr %30, align 4, !tbaa !6, !noalias !17
  store i32 1541459225, ptr %31, align 4, !tbaa !6, !noalias !17
  %70 = shl nuw nsw i64 %69, 10
  %71 = sub nsw i64 %1, %70
  %72 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %71, i64 0)
  %73 = tail call noundef range(i64 0, 1025) i64 @llvm.smin.i64(i64 range(i64 0, -9223372036854775808) %72, i64 1024)
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = icmp slt i64 %71, 1
  %76 = add nuw nsw i32 %74, 63
  %77 = lshr i32 %76, 6
  %78 = select i1 %75, i32 1, i32 %77
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %666, label %80

80:                                               ; preds = %68
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 %70
  %82 = add nsw i32 %78, -1
  br label %83

83:                                               ; preds = %80, %655
  %84 = phi i32 [ 0, %80 ], [ %664, %655 ]
  %85 = shl nsw i32 %84, 6
  %86 = sub nsw i32 %74, %85
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #12, !noalias !17
  %87 = zext nneg i32 %85 to i64
  %88 = getelementptr inbounds nuw i8, ptr %81, i64 %87
  %89 = icmp sgt i32 %86, 63
  br i1 %89, label %90, label %122

90:                                               ; preds = %83
  %91 = load i32, ptr %88, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %92 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %93 = load i32, ptr %92, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %94 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %95 = load i32, ptr %94, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %96 = getelementptr inbounds nuw i8, ptr %88, i64 12
  %97 = load i32, ptr %96, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %91, ptr %5, align 4, !tbaa !6, !noalias !17
  store i32 %93, ptr %46, align 4, !tbaa !6, !noalias !17
  store i32 %95, ptr %47, align 4, !tbaa !6, !noalias !17
  store i32 %97, ptr %48, align 4, !tbaa !6, !noalias !17
  %98 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %99 = load i32, ptr %98, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %100 = getelementptr inbounds nuw i8, ptr %88, i64 20
  %101 = load i32, ptr %100, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %102 = getelementptr inbounds nuw i8, ptr %88, i64 24
  %103 = load i32, ptr %102, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %104 = getelementptr inbounds nuw i8, ptr %88, i64 28
  %105 = load i32, ptr %104, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %99, ptr %49, align 4, !tbaa !6, !noalias !17
  store i32 %101, ptr %50, align 4, !tbaa !6, !noalias !17
  store i32 %103, ptr %51, align 4, !tbaa !6, !noalias !17
  store i32 %105, ptr %52, align 4, !tbaa !6, !noalias !17
  %106 = getelementptr inbounds nuw i8, ptr %88, i64 32
  %107 = load i32, ptr %106, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %108 = getelementptr inbounds nuw i8, ptr %88, i64 36
  %109 = load i32, ptr %108, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %110 = getelementptr inbounds nuw i8, ptr %88, i64 40
  %111 = load i32, ptr %110, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %112 = getelementptr inbounds nuw i8, ptr %88, i64 44
  %113 = load i32, ptr %112, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %107, ptr %53, align 4, !tbaa !6, !noalias !17
  store i32 %109, ptr %54, align 4, !tbaa !6, !noalias !17
  store i32 %111, ptr %55, align 4, !tbaa !6, !noalias !17
  store i32 %113, ptr %56, align 4, !tbaa !6, !noalias !17
  %114 = getelementptr inbounds nuw i8, ptr %88, i64 48
  %115 = load i32, ptr %114, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %116 = getelementptr inbounds nuw i8, ptr %88, i64 52
  %117 = load i32, ptr %116, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %118 = getelementptr inbounds nuw i8, ptr %88, i64 56
  %119 = load i32, ptr %118, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %120 = getelementptr inbounds nuw i8, ptr %88, i64 60
  %121 = load i32, ptr %120, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %115, ptr %57, align 4, !tbaa !6, !noalias !17
  store i32 %117, ptr %58, align 4, !tbaa !6, !noalias !17
  store i32 %119, ptr %59, align 4, !tbaa !6, !noalias !17
  br label %655

122:                                              ; preds = %83
  %123 = icmp sgt i32 %86, 0
  br i1 %123, label %124, label %127

124:                                              ; preds = %122
  %125 = load i8, ptr %88, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %126 = zext i8 %125 to i32
  br label %127

127:                                              ; preds = %124, %122
  %128 = phi i32 [ %126, %124 ], [ 0, %122 ]
  %129 = icmp sgt i32 %86, 1
  br i1 %129, label %130, label %136

130:                                              ; preds = %127
  %131 = getelementptr inbounds nuw i8, ptr %88, i64 1
  %132 = load i8, ptr %131, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %133 = zext i8 %132 to i32
  %134 = shl nuw nsw i32 %133, 8
  %135 = or disjoint i32 %134, %128
  br label %136

136:                                              ; preds = %130, %127
  %137 = phi i32 [ %135, %130 ], [ %128, %127 ]
  %138 = icmp sgt i32 %86, 2
  br i1 %138, label %139, label %145

139:                                              ; preds = %136
  %140 = getelementptr inbounds nuw i8, ptr %88, i64 2
  %141 = load i8, ptr %140, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %142 = zext i8 %141 to i32
  %143 = shl nuw nsw i32 %142, 16
  %144 = or i32 %143, %137
  br label %145

145:                                              ; preds = %139, %136
  %146 = phi i32 [ %144, %139 ], [ %137, %136 ]
  %147 = icmp sgt i32 %86, 3
  br i1 %147, label %148, label %154

148:                                              ; preds = %145
  %149 = getelementptr inbounds nuw i8, ptr %88, i64 3
  %150 = load i8, ptr %149, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %151 = zext i8 %150 to i32
  %152 = shl nuw i32 %151, 24
  %153 = or i32 %152, %146
  br label %154

154:                                              ; preds = %148, %145
  %155 = phi i32 [ %153, %148 ], [ %146, %145 ]
  store i32 %155, ptr %5, align 4, !tbaa !6, !noalias !17
  %156 = icmp sgt i32 %86, 4
  br i1 %156, label %157, label %161

157:                                              ; preds = %154
  %158 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %159 = load i8, ptr %158, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %160 = zext i8 %159 to i32
  br label %161

161:                                              ; preds = %157, %154
  %162 = phi i32 [ %160, %157 ], [ 0, %154 ]
  %163 = icmp sgt i32 %86, 5
  br i1 %163, label %164, label %170

164:                                              ; preds = %161
  %165 = getelementptr inbounds nuw i8, ptr %88, i64 5
  %166 = load i8, ptr %165, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %167 = zext i8 %166 to i32
  %168 = shl nuw nsw i32 %167, 8
  %169 = or disjoint i32 %168, %162
  br label %170

170:                                              ; preds = %164, %161
  %171 = phi i32 [ %169, %164 ], [ %162, %161 ]
  %172 = icmp sgt i32 %86, 6
  br i1 %172, label %173, label %179

173:                                              ; preds = %170
  %174 = getelementptr inbounds nuw i8, ptr %88, i64 6
  %175 = load i8, ptr %174, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %176 = zext i8 %175 to i32
  %177 = shl nuw nsw i32 %176, 16
  %178 = or i32 %177, %171
  br label %179

179:                                              ; preds = %173, %170
  %180 = phi i32 [ %178, %173 ], [ %171, %170 ]
  %181 = icmp sgt i32 %86, 7
  br i1 %181, label %182, label %188

182:                                              ; preds = %179
  %183 = getelementptr inbounds nuw i8, ptr %88, i64 7
  %184 = load i8, ptr %183, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %185 = zext i8 %184 to i32
  %186 = shl nuw i32 %185, 24
  %187 = or i32 %186, %180
  br label %188

188:                                              ; preds = %182, %179
  %189 = phi i32 [ %187, %182 ], [ %180, %179 ]
  store i32 %189, ptr %32, align 4, !tbaa !6, !noalias !17
  %190 = icmp sgt i32 %86, 8
  br i1 %190, label %191, label %195

191:                                              ; preds = %188
  %192 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %193 = load i8, ptr %192, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %194 = zext i8 %193 to i32
  br label %195

195:                                              ; preds = %191, %188
  %196 = phi i32 [ %194, %191 ], [ 0, %188 ]
  %197 = icmp sgt i32 %86, 9
  br i1 %197, label %198, label %204

198:                                              ; preds = %195
  %199 = getelementptr inbounds nuw i8, ptr %88, i64 9
  %200 = load i8, ptr %199, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %201 = zext i8 %200 to i32
  %202 = shl nuw nsw i32 %201, 8
  %203 = or disjoint i32 %202, %196
  br label %204

204:                                              ; preds = %198, %195
  %205 = phi i32 [ %203, %198 ], [ %196, %195 ]
  %206 = icmp sgt i32 %86, 10
  br i1 %206, label %207, label %213

207:                                              ; preds = %204
  %208 = getelementptr inbounds nuw i8, ptr %88, i64 10
  %209 = load i8, ptr %208, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %210 = zext i8 %209 to i32
  %211 = shl nuw nsw i32 %210, 16
  %212 = or i32 %211, %205
  br label %213

213:                                              ; preds = %207, %204
  %214 = phi i32 [ %212, %207 ], [ %205, %204 ]
  %215 = icmp sgt i32 %86, 11
  br i1 %215, label %216, label %222

216:                                              ; preds = %213
  %217 = getelementptr inbounds nuw i8, ptr %88, i64 11
  %218 = load i8, ptr %217, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %219 = zext i8 %218 to i32
  %220 = shl nuw i32 %219, 24
  %221 = or i32 %220, %214
  br label %222

222:                                              ; preds = %216, %213
  %223 = phi i32 [ %221, %216 ], [ %214, %213 ]
  store i32 %223, ptr %33, align 4, !tbaa !6, !noalias !17
  %224 = icmp sgt i32 %86, 12
  br i1 %224, label %225, label %229

225:                                              ; preds = %222
  %226 = getelementptr inbounds nuw i8, ptr %88, i64 12
  %227 = load i8, ptr %226, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %228 = zext i8 %227 to i32
  br label %229

229:                                              ; preds = %225, %222
  %230 = phi i32 [ %228, %225 ], [ 0, %222 ]
  %231 = icmp sgt i32 %86, 13
  br i1 %231, label %232, label %238

232:                                              ; preds = %229
  %233 = getelementptr inbounds nuw i8, ptr %88, i64 13
  %234 = load i8, ptr %233, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %235 = zext i8 %234 to i32
  %236 = shl nuw nsw i32 %235, 8
  %237 = or disjoint i32 %236, %230
  br label %238

238:                                              ; preds = %232, %229
  %239 = phi i32 [ %237, %232 ], [ %230, %229 ]
  %240 = icmp sgt i32 %86, 14
  br i1 %240, label %241, label %247

241:                                              ; preds = %238
  %242 = getelementptr inbounds nuw i8, ptr %88, i64 14
  %243 = load i8, ptr %242, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %244 = zext i8 %243 to i32
  %245 = shl nuw nsw i32 %244, 16
  %246 = or i32 %245, %239
  br label %247

247:                                              ; preds = %241, %238
  %248 = phi i32 [ %246, %241 ], [ %239, %238 ]
  %249 = icmp sgt i32 %86, 15
  br i1 %249, label %250, label %256

250:                                              ; preds = %247
  %251 = getelementptr inbounds nuw i8, ptr %88, i64 15
  %252 = load i8, ptr %251, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %253 = zext i8 %252 to i32
  %254 = shl nuw i32 %253, 24
  %255 = or i32 %254, %248
  br label %256

256:                                              ; preds = %250, %247
  %257 = phi i32 [ %255, %250 ], [ %248, %247 ]
  store i32 %257, ptr %34, align 4, !tbaa !6, !noalias !17
  %258 = icmp sgt i32 %86, 16
  br i1 %258, label %259, label %263

259:                                              ; preds = %256
  %260 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %261 = load i8, ptr %260, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %262 = zext i8 %261 to i32
  br label %263

263:                                              ; preds = %259, %256
  %264 = phi i32 [ %262, %259 ], [ 0, %256 ]
  %265 = icmp sgt i32 %86, 17
  br i1 %265, label %266, label %272

266:                                              ; preds = %263
  %267 = getelementptr inbounds nuw i8, ptr %88, i64 17
  %268 = load i8, ptr %267, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %269 = zext i8 %268 to i32
  %270 = shl nuw nsw i32 %269, 8
  %271 = or disjoint i32 %270, %264
  br label %272

272:                                              ; preds = %266, %263
  %273 = phi i32 [ %271, %266 ], [ %264, %263 ]
  %274 = icmp sgt i32 %86, 18
  br i1 %274, label %275, label %281

275:                                              ; preds = %272
  %276 = getelementptr inbounds nuw i8, ptr %88, i64 18
  %277 = load i8, ptr %276, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %278 = zext i8 %277 to i32
  %279 = shl nuw nsw i32 %278, 16
  %280 = or i32 %279, %273
  br label %281

281:                                              ; preds = %275, %272
  %282 = phi i32 [ %280, %275 ], [ %273, %272 ]
  %283 = icmp sgt i32 %86, 19
  br i1 %283, label %284, label %290

284:                                              ; preds = %281
  %285 = getelementptr inbounds nuw i8, ptr %88, i64 19
  %286 = load i8, ptr %285, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %287 = zext i8 %286 to i32
  %288 = shl nuw i32 %287, 24
  %289 = or i32 %288, %282
  br label %290

290:                                              ; preds = %284, %281
  %291 = phi i32 [ %289, %284 ], [ %282, %281 ]
  store i32 %291, ptr %35, align 4, !tbaa !6, !noalias !17
  %292 = icmp sgt i32 %86, 20
  br i1 %292, label %293, label %297

293:                                              ; preds = %290
  %294 = getelementptr inbounds nuw i8, ptr %88, i64 20
  %295 = load i8, ptr %294, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %296 = zext i8 %295 to i32
  br label %297

297:                                              ; preds = %293, %290
  %298 = phi i32 [ %296, %293 ], [ 0, %290 ]
  %299 = icmp sgt i32 %86, 21
  br i1 %299, label %300, label %306

300:                                              ; preds = %297
  %301 = getelementptr inbounds nuw i8, ptr %88, i64 21
  %302 = load i8, ptr %301, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %303 = zext i8 %302 to i32
  %304 = shl nuw nsw i32 %303, 8
  %305 = or disjoint i32 %304, %298
  br label %306

306:                                              ; preds = %300, %297
  %307 = phi i32 [ %305, %300 ], [ %298, %297 ]
  %308 = icmp sgt i32 %86, 22
  br i1 %308, label %309, label %315

309:                                              ; preds = %306
  %310 = getelementptr inbounds nuw i8, ptr %88, i64 22
  %311 = load i8, ptr %310, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %312 = zext i8 %311 to i32
  %313 = shl nuw nsw i32 %312, 16
  %314 = or i32 %313, %307
  br label %315

315:                                              ; preds = %309, %306
  %316 = phi i32 [ %314, %309 ], [ %307, %306 ]
  %317 = icmp sgt i32 %86, 23
  br i1 %317, label %318, label %324

318:                                              ; preds = %315
  %319 = getelementptr inbounds nuw i8, ptr %88, i64 23
  %320 = load i8, ptr %319, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %321 = zext i8 %320 to i32
  %322 = shl nuw i32 %321, 24
  %323 = or i32 %322, %316
  br label %324

324:                                              ; preds = %318, %315
  %325 = phi i32 [ %323, %318 ], [ %316, %315 ]
  store i32 %325, ptr %36, align 4, !tbaa !6, !noalias !17
  %326 = icmp sgt i32 %86, 24
  br i1 %326, label %327, label %331

327:                                              ; preds = %324
  %328 = getelementptr inbounds nuw i8, ptr %88, i64 24
  %329 = load i8, ptr %328, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %330 = zext i8 %329 to i32
  br label %331

331:                                              ; preds = %327, %324
  %332 = phi i32 [ %330, %327 ], [ 0, %324 ]
  %333 = icmp sgt i32 %86, 25
  br i1 %333, label %334, label %340

334:                                              ; preds = %331
  %335 = getelementptr inbounds nuw i8, ptr %88, i64 25
  %336 = load i8, ptr %335, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %337 = zext i8 %336 to i32
  %338 = shl nuw nsw i32 %337, 8
  %339 = or disjoint i32 %338, %332
  br label %340

340:                                              ; preds = %334, %331
  %341 = phi i32 [ %339, %334 ], [ %332, %331 ]
  %342 = icmp sgt i32 %86, 26
  br i1 %342, label %343, label %349

343:                                              ; preds = %340
  %344 = getelementptr inbounds nuw i8, ptr %88, i64 26
  %345 = load i8, ptr %344, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %346 = zext i8 %345 to i32
  %347 = shl nuw nsw i32 %346, 16
  %348 = or i32 %347, %341
  br label %349

349:                                              ; preds = %343, %340
  %350 = phi i32 [ %348, %343 ], [ %341, %340 ]
  %351 = icmp sgt i32 %86, 27
  br i1 %351, label %352, label %358

352:                                              ; preds = %349
  %353 = getelementptr inbounds nuw i8, ptr %88, i64 27
  %354 = load i8, ptr %353, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %355 = zext i8 %354 to i32
  %356 = shl nuw i32 %355, 24
  %357 = or i32 %356, %350
  br label %358

358:                                              ; preds = %352, %349
  %359 = phi i32 [ %357, %352 ], [ %350, %349 ]
  store i32 %359, ptr %37, align 4, !tbaa !6, !noalias !17
  %360 = icmp sgt i32 %86, 28
  br i1 %360, label %361, label %365

361:                                              ; preds = %358
  %362 = getelementptr inbounds nuw i8, ptr %88, i64 28
  %363 = load i8, ptr %362, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %364 = zext i8 %363 to i32
  br label %365

365:                                              ; preds = %361, %358
  %366 = phi i32 [ %364, %361 ], [ 0, %358 ]
  %367 = icmp sgt i32 %86, 29
  br i1 %367, label %368, label %374

368:                                              ; preds = %365
  %369 = getelementptr inbounds nuw i8, ptr %88, i64 29
  %370 = load i8, ptr %369, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %371 = zext i8 %370 to i32
  %372 = shl nuw nsw i32 %371, 8
  %373 = or disjoint i32 %372, %366
  br label %374

374:                                              ; preds = %368, %365
  %375 = phi i32 [ %373, %368 ], [ %366, %365 ]
  %376 = icmp sgt i32 %86, 30
  br i1 %376, label %377, label %383

377:                                              ; preds = %374
  %378 = getelementptr inbounds nuw i8, ptr %88, i64 30
  %379 = load i8, ptr %378, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %380 = zext i8 %379 to i32
  %381 = shl nuw nsw i32 %380, 16
  %382 = or i32 %381, %375
  br label %383

383:                                              ; preds = %377, %374
  %384 = phi i32 [ %382, %377 ], [ %375, %374 ]
  %385 = icmp sgt i32 %86, 31
  br i1 %385, label %386, label %392

386:                                              ; preds = %383
  %387 = getelementptr inbounds nuw i8, ptr %88, i64 31
  %388 = load i8, ptr %387, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %389 = zext i8 %388 to i32
  %390 = shl nuw i32 %389, 24
  %391 = or i32 %390, %384
  br label %392

392:                                              ; preds = %386, %383
  %393 = phi i32 [ %391, %386 ], [ %384, %383 ]
  store i32 %393, ptr %38, align 4, !tbaa !6, !noalias !17
  %394 = icmp sgt i32 %86, 32
  br i1 %394, label %395, label %399

395:                                              ; preds = %392
  %396 = getelementptr inbounds nuw i8, ptr %88, i64 32
  %397 = load i8, ptr %396, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %398 = zext i8 %397 to i32
  br label %399

399:                                              ; preds = %395, %392
  %400 = phi i32 [ %398, %395 ], [ 0, %392 ]
  %401 = icmp sgt i32 %86, 33
  br i1 %401, label %402, label %408

402:                                              ; preds = %399
  %403 = getelementptr inbounds nuw i8, ptr %88, i64 33
  %404 = load i8, ptr %403, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %405 = zext i8 %404 to i32
  %406 = shl nuw nsw i32 %405, 8
  %407 = or disjoint i32 %406, %400
  br label %408

408:                                              ; preds = %402, %399
  %409 = phi i32 [ %407, %402 ], [ %400, %399 ]
  %410 = icmp sgt i32 %86, 34
  br i1 %410, label %411, label %417

411:                                              ; preds = %408
  %412 = getelementptr inbounds nuw i8, ptr %88, i64 34
  %413 = load i8, ptr %412, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %414 = zext i8 %413 to i32
  %415 = shl nuw nsw i32 %414, 16
  %416 = or i32 %415, %409
  br label %417

417:                                              ; preds = %411, %408
  %418 = phi i32 [ %416, %411 ], [ %409, %408 ]
  %419 = icmp sgt i32 %86, 35
  br i1 %419, label %420, label %426

420:                                              ; preds = %417
  %421 = getelementptr inbounds nuw i8, ptr %88, i64 35
  %422 = load i8, ptr %421, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %423 = zext i8 %422 to i32
  %424 = shl nuw i32 %423, 24
  %425 = or i32 %424, %418
  br label %426

426:                                              ; preds = %420, %417
  %427 = phi i32 [ %425, %420 ], [ %418, %417 ]
  store i32 %427, ptr %39, align 4, !tbaa !6, !noalias !17
  %428 = icmp sgt i32 %86, 36
  br i1 %428, label %429, label %433

429:                                              ; preds = %426
  %430 = getelementptr inbounds nuw i8, ptr %88, i64 36
  %431 = load i8, ptr %430, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %432 = zext i8 %431 to i32
  br label %433

433:                                              ; preds = %429, %426
  %434 = phi i32 [ %432, %429 ], [ 0, %426 ]
  %435 = icmp sgt i32 %86, 37
  br i1 %435, label %436, label %442

436:                                              ; preds = %433
  %437 = getelementptr inbounds nuw i8, ptr %88, i64 37
  %438 = load i8, ptr %437, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %439 = zext i8 %438 to i32
  %440 = shl nuw nsw i32 %439, 8
  %441 = or disjoint i32 %440, %434
  br label %442

442:                                              ; preds = %436, %433
  %443 = phi i32 [ %441, %436 ], [ %434, %433 ]
  %444 = icmp sgt i32 %86, 38
  br i1 %444, label %445, label %451

445:                                              ; preds = %442
  %446 = getelementptr inbounds nuw i8, ptr %88, i64 38
  %447 = load i8, ptr %446, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %448 = zext i8 %447 to i32
  %449 = shl nuw nsw i32 %448, 16
  %450 = or i32 %449, %443
  br label %451

451:                                              ; preds = %445, %442
  %452 = phi i32 [ %450, %445 ], [ %443, %442 ]
  %453 = icmp sgt i32 %86, 39
  br i1 %453, label %454, label %460

454:                                              ; preds = %451
  %455 = getelementptr inbounds nuw i8, ptr %88, i64 39
  %456 = load i8, ptr %455, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %457 = zext i8 %456 to i32
  %458 = shl nuw i32 %457, 24
  %459 = or i32 %458, %452
  br label %460

460:                                              ; preds = %454, %451
  %461 = phi i32 [ %459, %454 ], [ %452, %451 ]
  store i32 %461, ptr %40, align 4, !tbaa !6, !noalias !17
  %462 = icmp sgt i32 %86, 40
  br i1 %462, label %463, label %467

463:                                              ; preds = %460
  %464 = getelementptr inbounds nuw i8, ptr %88, i64 40
  %465 = load i8, ptr %464, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %466 = zext i8 %465 to i32
  br label %467

467:                                              ; preds = %463, %460
  %468 = phi i32 [ %466, %463 ], [ 0, %460 ]
  %469 = icmp sgt i32 %86, 41
  br i1 %469, label %470, label %476

470:                                              ; preds = %467
  %471 = getelementptr inbounds nuw i8, ptr %88, i64 41
  %472 = load i8, ptr %471, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %473 = zext i8 %472 to i32
  %474 = shl nuw nsw i32 %473, 8
  %475 = or disjoint i32 %474, %468
  br label %476

476:                                              ; preds = %470, %467
  %477 = phi i32 [ %475, %470 ], [ %468, %467 ]
  %478 = icmp sgt i32 %86, 42
  br i1 %478, label %479, label %485

479:                                              ; preds = %476
  %480 = getelementptr inbounds nuw i8, ptr %88, i64 42
  %481 = load i8, ptr %480, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %482 = zext i8 %481 to i32
  %483 = shl nuw nsw i32 %482, 16
  %484 = or i32 %483, %477
  br label %485

485:                                              ; preds = %479, %476
  %486 = phi i32 [ %484, %479 ], [ %477, %476 ]
  %487 = icmp sgt i32 %86, 43
  br i1 %487, label %488, label %494

488:                                              ; preds = %485
  %489 = getelementptr inbounds nuw i8, ptr %88, i64 43
  %490 = load i8, ptr %489, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %491 = zext i8 %490 to i32
  %492 = shl nuw i32 %491, 24
  %493 = or i32 %492, %486
  br label %494

494:                                              ; preds = %488, %485
  %495 = phi i32 [ %493, %488 ], [ %486, %485 ]
  store i32 %495, ptr %41, align 4, !tbaa !6, !noalias !17
  %496 = icmp sgt i32 %86, 44
  br i1 %496, label %497, label %501

497:                                              ; preds = %494
  %498 = getelementptr inbounds nuw i8, ptr %88, i64 44
  %499 = load i8, ptr %498, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %500 = zext i8 %499 to i32
  br label %501

501:                                              ; preds = %497, %494
  %502 = phi i32 [ %500, %497 ], [ 0, %494 ]
  %503 = icmp sgt i32 %86, 45
  br i1 %503, label %504, label %510

504:                                              ; preds = %501
  %505 = getelementptr inbounds nuw i8, ptr %88, i64 45
  %506 = load i8, ptr %505, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %507 = zext i8 %506 to i32
  %508 = shl nuw nsw i32 %507, 8
  %509 = or disjoint i32 %508, %502
  br label %510

510:                                              ; preds = %504, %501
  %511 = phi i32 [ %509, %504 ], [ %502, %501 ]
  %512 = icmp sgt i32 %86, 46
  br i1 %512, label %513, label %519

513:                                              ; preds = %510
  %514 = getelementptr inbounds nuw i8, ptr %88, i64 46
  %515 = load i8, ptr %514, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %516 = zext i8 %515 to i32
  %517 = shl nuw nsw i32 %516, 16
  %518 = or i32 %517, %511
  br label %519

519:                                              ; preds = %513, %510
  %520 = phi i32 [ %518, %513 ], [ %511, %510 ]
  %521 = icmp sgt i32 %86, 47
  br i1 %521, label %522, label %528

522:                                              ; preds = %519
  %523 = getelementptr inbounds nuw i8, ptr %88, i64 47
  %524 = load i8, ptr %523, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %525 = zext i8 %524 to i32
  %526 = shl nuw i32 %525, 24
  %527 = or i32 %526, %520
  br label %528

528:                                              ; preds = %522, %519
  %529 = phi i32 [ %527, %522 ], [ %520, %519 ]
  store i32 %529, ptr %42, align 4, !tbaa !6, !noalias !17
  %530 = icmp sgt i32 %86, 48
  br i1 %530, label %531, label %535

531:                                              ; preds = %528
  %532 = getelementptr inbounds nuw i8, ptr %88, i64 48
  %533 = load i8, ptr %532, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %534 = zext i8 %533 to i32
  br label %535

535:                                              ; preds = %531, %528
  %536 = phi i32 [ %534, %531 ], [ 0, %528 ]
  %537 = icmp sgt i32 %86, 49
  br i1 %537, label %538, label %544

538:                                              ; preds = %535
  %539 = getelementptr inbounds nuw i8, ptr %88, i64 49
  %540 = load i8, ptr %539, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %541 = zext i8 %540 to i32
  %542 = shl nuw nsw i32 %541, 8
  %543 = or disjoint i32 %542, %536
  br label %544

544:                                              ; preds = %538, %535
  %545 = phi i32 [ %543, %538 ], [ %536, %535 ]
  %546 = icmp sgt i32 %86, 50
  br i1 %546, label %547, label %553

547:                                              ; preds = %544
  %548 = getelementptr inbounds nuw i8, ptr %88, i64 50
  %549 = load i8, ptr %548, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %550 = zext i8 %549 to i32
  %551 = shl nuw nsw i32 %550, 16
  %552 = or i32 %551, %545
  br label %553

553:                                              ; preds = %547, %544
  %554 = phi i32 [ %552, %547 ], [ %545, %544 ]
  %555 = icmp sgt i32 %86, 51
  br i1 %555, label %556, label %562

556:                                              ; preds = %553
  %557 = getelementptr inbounds nuw i8, ptr %88, i64 51
  %558 = load i8, ptr %557, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %559 = zext i8 %558 to i32
  %560 = shl nuw i32 %559, 24
  %561 = or i32 %560, %554
  br label %562

562:                                              ; preds = %556, %553
  %563 = phi i32 [ %561, %556 ], [ %554, %553 ]
  store i32 %563, ptr %43, align 4, !tbaa !6, !noalias !17
  %564 = icmp sgt i32 %86, 52
  br i1 %564, label %565, label %569

565:                                              ; preds = %562
  %566 = getelementptr inbounds nuw i8, ptr %88, i64 52
  %567 = load i8, ptr %566, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %568 = zext i8 %567 to i32
  br label %569

569:                                              ; preds = %565, %562
  %570 = phi i32 [ %568, %565 ], [ 0, %562 ]
  %571 = icmp sgt i32 %86, 53
  br i1 %571, label %572, label %578

572:                                              ; preds = %569
  %573 = getelementptr inbounds nuw i8, ptr %88, i64 53
  %574 = load i8, ptr %573, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %575 = zext i8 %574 to i32
  %576 = shl nuw nsw i32 %575, 8
  %577 = or disjoint i32 %576, %570
  br label %578

578:                                              ; preds = %572, %569
  %579 = phi i32 [ %577, %572 ], [ %570, %569 ]
  %580 = icmp sgt i32 %86, 54
  br i1 %580, label %581, label %587

581:                                              ; preds = %578
  %582 = getelementptr inbounds nuw i8, ptr %88, i64 54
  %583 = load i8, ptr %582, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %584 = zext i8 %583 to i32
  %585 = shl nuw nsw i32 %584, 16
  %586 = or i32 %585, %579
  br label %587

587:                                              ; preds = %581, %578
  %588 = phi i32 [ %586, %581 ], [ %579, %578 ]
  %589 = icmp sgt i32 %86, 55
  br i1 %589, label %590, label %596

590:                                              ; preds = %587
  %591 = getelementptr inbounds nuw i8, ptr %88, i64 55
  %592 = load i8, ptr %591, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %593 = zext i8 %592 to i32
  %594 = shl nuw i32 %593, 24
  %595 = or i32 %594, %588
  br label %596

596:                                              ; preds = %590, %587
  %597 = phi i32 [ %595, %590 ], [ %588, %587 ]
  store i32 %597, ptr %44, align 4, !tbaa !6, !noalias !17
  %598 = icmp sgt i32 %86, 56
  br i1 %598, label %599, label %603

599:                                              ; preds = %596
  %600 = getelementptr inbounds nuw i8, ptr %88, i64 56
  %601 = load i8, ptr %600, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %602 = zext i8 %601 to i32
  br label %603

603:                                              ; preds = %599, %596
  %604 = phi i32 [ %602, %599 ], [ 0, %596 ]
  %605 = icmp sgt i32 %86, 57
  br i1 %605, label %606, label %612

606:                                              ; preds = %603
  %607 = getelementptr inbounds nuw i8, ptr %88, i64 57
  %608 = load i8, ptr %607, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %609 = zext i8 %608 to i32
  %610 = shl nuw nsw i32 %609, 8
  %611 = or disjoint i32 %610, %604
  br label %612

612:                                              ; preds = %606, %603
  %613 = phi i32 [ %611, %606 ], [ %604, %603 ]
  %614 = icmp sgt i32 %86, 58
  br i1 %614, label %615, label %621

615:                                              ; preds = %612
  %616 = getelementptr inbounds nuw i8, ptr %88, i64 58
  %617 = load i8, ptr %616, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %618 = zext i8 %617 to i32
  %619 = shl nuw nsw i32 %618, 16
  %620 = or i32 %619, %613
  br label %621

621:                                              ; preds = %615, %612
  %622 = phi i32 [ %620, %615 ], [ %613, %612 ]
  %623 = icmp sgt i32 %86, 59
  br i1 %623, label %624, label %630

624:                                              ; preds = %621
  %625 = getelementptr inbounds nuw i8, ptr %88, i64 59
  %626 = load i8, ptr %625, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %627 = zext i8 %626 to i32
  %628 = shl nuw i32 %627, 24
  %629 = or i32 %628, %622
  br label %630

630:                                              ; preds = %624, %621
  %631 = phi i32 [ %629, %624 ], [ %622, %621 ]
  store i32 %631, ptr %45, align 4, !tbaa !6, !noalias !17
  %632 = icmp sgt i32 %86, 60
  br i1 %632, label %633, label %637

633:                                              ; preds = %630
  %634 = getelementptr inbounds nuw i8, ptr %88, i64 60
  %635 = load i8, ptr %634, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %636 = zext i8 %635 to i32
  br label %637

637:                                              ; preds = %633, %630
  %638 = phi i32 [ %636, %633 ], [ 0, %630 ]
  %639 = icmp sgt i32 %86, 61
  br i1 %639, label %640, label %646

640:                                              ; preds = %637
  %641 = getelementptr inbounds nuw i8, ptr %88, i64 61
  %642 = load i8, ptr %641, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %643 = zext i8 %642 to i32
  %644 = shl nuw nsw i32 %643, 8
  %645 = or disjoint i32 %644, %638
  br label %646

646:                                              ; preds = %640, %637
  %647 = phi i32 [ %645, %640 ], [ %638, %637 ]
  %648 = icmp eq i32 %86, 63
  br i1 %648, label %649, label %655

649:                                              ; preds = %646
  %650 = getelementptr inbounds nuw i8, ptr %88, i64 62
  %651 = load i8, ptr %650, align 1, !tbaa !18, !alias.scope !12, !noalias !15
  %652 = zext i8 %651 to i32
  %653 = shl nuw nsw i32 %652, 16
  %654 = or i32 %653, %647
  br label %655

655:                                              ; preds = %649, %646, %90
  %656 = phi i32 [ %121, %90 ], [ %654, %649 ], [ %647, %646 ]
  store i32 %656, ptr %60, align 4, !tbaa !6, !noalias !17
  %657 = icmp eq i32 %84, 0
  %658 = zext i1 %657 to i32
  %659 = icmp eq i32 %84, %82
  %660 = select i1 %659, i32 %21, i32 0
  %661 = or disjoint i32 %660, %658
  %662 = tail call i32 @llvm.smax.i32(i32 %86, i32 0)
  %663 = tail call i32 @llvm.smin.i32(i32 %662, i32 64)
  call void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef nonnull %4, ptr noundef nonnull %5, i64 noundef %69, i32 noundef %663, i32 noundef %661, ptr noundef nonnull %4) #13, !noalias !17
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #12, !noalias !17
  %664 = add nuw nsw i32 %84, 1
  %665 = icmp eq i32 %664, %78
  br i1 %665, label %666, label %83, !llvm.loop !19

666:                                              ; preds = %655, %68
  %667 = shl nuw nsw i64 %69, 5
  %668 = getelementptr inbounds nuw i8, ptr %2, i64 %667
  %669 = load i32, ptr %4, align 4, !tbaa !6, !noalias !17
  store i32 %669, ptr %668, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %670 = load i32, ptr %61, align 4, !tbaa !6, !noalias !17
  %671 = getelementptr inbounds nuw i8, ptr %668, i64 4
  store i32 %670, ptr %671, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %672 = load i32, ptr %62, align 4, !tbaa !6, !noalias !17
  %673 = getelementptr inbounds nuw i8, ptr %668, i64 8
  store i32 %672, ptr %673, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %674 = load i32, ptr %63, align 4, !tbaa !6, !noalias !17
  %675 = getelementptr inbounds nuw i8, ptr %668, i64 12
  store i32 %674, ptr %675, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %676 = load i32, ptr %64, align 4, !tbaa !6, !noalias !17
  %677 = getelementptr inbounds nuw i8, ptr %668, i64 16
  store i32 %676, ptr %677, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %678 = load i32, ptr %65, align 4, !tbaa !6, !noalias !17
  %679 = getelementptr inbounds nuw i8, ptr %668, i64 20
  store i32 %678, ptr %679, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %680 = load i32, ptr %66, align 4, !tbaa !6, !noalias !17
  %681 = getelementptr inbounds nuw i8, ptr %668, i64 24
  store i32 %680, ptr %681, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %682 = load i32, ptr %67, align 4, !tbaa !6, !noalias !17
  %683 = getelementptr inbounds nuw i8, ptr %668, i64 28
  store i32 %682, ptr %683, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #12, !noalias !17
  %684 = add nuw nsw i64 %69, %24
  %685 = icmp samesign ult i64 %684, %9
  br i1 %685, label %68, label %686, !llvm.loop !22

686:                                              ; preds = %666, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @blake3_chunk_cv_keyed(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %6 = add nuw nsw i64 %1, 1023
  %7 = lshr i64 %6, 10
  %8 = icmp slt i64 %1, 1
  %9 = select i1 %8, i64 1, i64 %7
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = icmp samesign ult i64 %17, %9
  br i1 %18, label %19, label %694

19:                                               ; preds = %3
  %20 = icmp eq i64 %9, 1
  %21 = select i1 %20, i32 10, i32 2
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %13
  %25 = load i32, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), align 4, !tbaa !6, !noalias !28
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 4), align 4, !tbaa !6, !noalias !28
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %28 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 8), align 4, !tbaa !6, !noalias !28
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %30 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 12), align 4, !tbaa !6, !noalias !28
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %32 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 16), align 4, !tbaa !6, !noalias !28
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %34 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 20), align 4, !tbaa !6, !noalias !28
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %36 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 24), align 4, !tbaa !6, !noalias !28
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %38 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 28), align 4, !tbaa !6, !noalias !28
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %61 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %63 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %64 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %65 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %66 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %67 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %69 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %70 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %72 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %73 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %74 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %75 = getelementptr inbounds nuw i8, ptr %4, i64 28
  br label %76

76:                                               ; preds = %19, %674
  %77 = phi i64 [ %17, %19 ], [ %692, %674 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #12, !noalias !28
  store i32 %25, ptr %4, align 4, !tbaa !6, !noalias !28
  store i32 %26, ptr %27, align 4, !tbaa !6, !noalias !28
  store i32 %28, ptr %29, align 4, !tbaa !6, !noalias !28
  store i32 %30, ptr %31, align 4, !tbaa !6, !noalias !28
  store i32 %32, ptr %33, align 4, !tbaa !6, !noalias !28
  store i32 %34, ptr %35, align 4, !tbaa !6, !noalias !28
  store i32 %36, ptr %37, align 4, !tbaa !6, !noalias !28
  store i32 %38, ptr %39, align 4, !tbaa !6, !noalias !28
  %78 = shl nuw nsw i64 %77, 10
  %79 = sub nsw i64 %1, %78
  %80 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %79, i64 0)
  %81 = tail call noundef range(i64 0, 1025) i64 @llvm.smin.i64(i64 range(i64 0, -9223372036854775808) %80, i64 1024)
  %82 = trunc nuw nsw i64 %81 to i32
  %83 = icmp slt i64 %79, 1
  %84 = add nuw nsw i32 %82, 63
  %85 = lshr i32 %84, 6
  %86 = select i1 %83, i32 1, i32 %85
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %674, label %88

88:                                               ; preds = %76
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 %78
  %90 = add nsw i32 %86, -1
  br label %91

91:                                               ; preds = %88, %663
  %92 = phi i32 [ 0, %88 ], [ %672, %663 ]
  %93 = shl nsw i32 %92, 6
  %94 = sub nsw i32 %82, %93
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #12, !noalias !28
  %95 = zext nneg i32 %93 to i64
  %96 = getelementptr inbounds nuw i8, ptr %89, i64 %95
  %97 = icmp sgt i32 %94, 63
  br i1 %97, label %98, label %130

98:                                               ; preds = %91
  %99 = load i32, ptr %96, align 16, !tbaa !6, !alias.scope !23, !noalias !26
  %100 = getelementptr inbounds nuw i8, ptr %96, i64 4
  %101 = load i32, ptr %100, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  %102 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %103 = load i32, ptr %102, align 8, !tbaa !6, !alias.scope !23, !noalias !26
  %104 = getelementptr inbounds nuw i8, ptr %96, i64 12
  %105 = load i32, ptr %104, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  store i32 %99, ptr %5, align 4, !tbaa !6, !noalias !28
  store i32 %101, ptr %54, align 4, !tbaa !6, !noalias !28
  store i32 %103, ptr %55, align 4, !tbaa !6, !noalias !28
  store i32 %105, ptr %56, align 4, !tbaa !6, !noalias !28
  %106 = getelementptr inbounds nuw i8, ptr %96, i64 16
  %107 = load i32, ptr %106, align 16, !tbaa !6, !alias.scope !23, !noalias !26
  %108 = getelementptr inbounds nuw i8, ptr %96, i64 20
  %109 = load i32, ptr %108, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  %110 = getelementptr inbounds nuw i8, ptr %96, i64 24
  %111 = load i32, ptr %110, align 8, !tbaa !6, !alias.scope !23, !noalias !26
  %112 = getelementptr inbounds nuw i8, ptr %96, i64 28
  %113 = load i32, ptr %112, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  store i32 %107, ptr %57, align 4, !tbaa !6, !noalias !28
  store i32 %109, ptr %58, align 4, !tbaa !6, !noalias !28
  store i32 %111, ptr %59, align 4, !tbaa !6, !noalias !28
  store i32 %113, ptr %60, align 4, !tbaa !6, !noalias !28
  %114 = getelementptr inbounds nuw i8, ptr %96, i64 32
  %115 = load i32, ptr %114, align 16, !tbaa !6, !alias.scope !23, !noalias !26
  %116 = getelementptr inbounds nuw i8, ptr %96, i64 36
  %117 = load i32, ptr %116, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  %118 = getelementptr inbounds nuw i8, ptr %96, i64 40
  %119 = load i32, ptr %118, align 8, !tbaa !6, !alias.scope !23, !noalias !26
  %120 = getelementptr inbounds nuw i8, ptr %96, i64 44
  %121 = load i32, ptr %120, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  store i32 %115, ptr %61, align 4, !tbaa !6, !noalias !28
  store i32 %117, ptr %62, align 4, !tbaa !6, !noalias !28
  store i32 %119, ptr %63, align 4, !tbaa !6, !noalias !28
  store i32 %121, ptr %64, align 4, !tbaa !6, !noalias !28
  %122 = getelementptr inbounds nuw i8, ptr %96, i64 48
  %123 = load i32, ptr %122, align 16, !tbaa !6, !alias.scope !23, !noalias !26
  %124 = getelementptr inbounds nuw i8, ptr %96, i64 52
  %125 = load i32, ptr %124, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  %126 = getelementptr inbounds nuw i8, ptr %96, i64 56
  %127 = load i32, ptr %126, align 8, !tbaa !6, !alias.scope !23, !noalias !26
  %128 = getelementptr inbounds nuw i8, ptr %96, i64 60
  %129 = load i32, ptr %128, align 4, !tbaa !6, !alias.scope !23, !noalias !26
  store i32 %123, ptr %65, align 4, !tbaa !6, !noalias !28
  store i32 %125, ptr %66, align 4, !tbaa !6, !noalias !28
  store i32 %127, ptr %67, align 4, !tbaa !6, !noalias !28
  br label %663

130:                                              ; preds = %91
  %131 = icmp sgt i32 %94, 0
  br i1 %131, label %132, label %135

132:                                              ; preds = %130
  %133 = load i8, ptr %96, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %134 = zext i8 %133 to i32
  br label %135

135:                                              ; preds = %132, %130
  %136 = phi i32 [ %134, %132 ], [ 0, %130 ]
  %137 = icmp sgt i32 %94, 1
  br i1 %137, label %138, label %144

138:                                              ; preds = %135
  %139 = getelementptr inbounds nuw i8, ptr %96, i64 1
  %140 = load i8, ptr %139, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %141 = zext i8 %140 to i32
  %142 = shl nuw nsw i32 %141, 8
  %143 = or disjoint i32 %142, %136
  br label %144

144:                                              ; preds = %138, %135
  %145 = phi i32 [ %143, %138 ], [ %136, %135 ]
  %146 = icmp sgt i32 %94, 2
  br i1 %146, label %147, label %153

147:                                              ; preds = %144
  %148 = getelementptr inbounds nuw i8, ptr %96, i64 2
  %149 = load i8, ptr %148, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %150 = zext i8 %149 to i32
  %151 = shl nuw nsw i32 %150, 16
  %152 = or i32 %151, %145
  br label %153

153:                                              ; preds = %147, %144
  %154 = phi i32 [ %152, %147 ], [ %145, %144 ]
  %155 = icmp sgt i32 %94, 3
  br i1 %155, label %156, label %162

156:                                              ; preds = %153
  %157 = getelementptr inbounds nuw i8, ptr %96, i64 3
  %158 = load i8, ptr %157, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %159 = zext i8 %158 to i32
  %160 = shl nuw i32 %159, 24
  %161 = or i32 %160, %154
  br label %162

162:                                              ; preds = %156, %153
  %163 = phi i32 [ %161, %156 ], [ %154, %153 ]
  store i32 %163, ptr %5, align 4, !tbaa !6, !noalias !28
  %164 = icmp sgt i32 %94, 4
  br i1 %164, label %165, label %169

165:                                              ; preds = %162
  %166 = getelementptr inbounds nuw i8, ptr %96, i64 4
  %167 = load i8, ptr %166, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %168 = zext i8 %167 to i32
  br label %169

169:                                              ; preds = %165, %162
  %170 = phi i32 [ %168, %165 ], [ 0, %162 ]
  %171 = icmp sgt i32 %94, 5
  br i1 %171, label %172, label %178

172:                                              ; preds = %169
  %173 = getelementptr inbounds nuw i8, ptr %96, i64 5
  %174 = load i8, ptr %173, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %175 = zext i8 %174 to i32
  %176 = shl nuw nsw i32 %175, 8
  %177 = or disjoint i32 %176, %170
  br label %178

178:                                              ; preds = %172, %169
  %179 = phi i32 [ %177, %172 ], [ %170, %169 ]
  %180 = icmp sgt i32 %94, 6
  br i1 %180, label %181, label %187

181:                                              ; preds = %178
  %182 = getelementptr inbounds nuw i8, ptr %96, i64 6
  %183 = load i8, ptr %182, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %184 = zext i8 %183 to i32
  %185 = shl nuw nsw i32 %184, 16
  %186 = or i32 %185, %179
  br label %187

187:                                              ; preds = %181, %178
  %188 = phi i32 [ %186, %181 ], [ %179, %178 ]
  %189 = icmp sgt i32 %94, 7
  br i1 %189, label %190, label %196

190:                                              ; preds = %187
  %191 = getelementptr inbounds nuw i8, ptr %96, i64 7
  %192 = load i8, ptr %191, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %193 = zext i8 %192 to i32
  %194 = shl nuw i32 %193, 24
  %195 = or i32 %194, %188
  br label %196

196:                                              ; preds = %190, %187
  %197 = phi i32 [ %195, %190 ], [ %188, %187 ]
  store i32 %197, ptr %40, align 4, !tbaa !6, !noalias !28
  %198 = icmp sgt i32 %94, 8
  br i1 %198, label %199, label %203

199:                                              ; preds = %196
  %200 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %201 = load i8, ptr %200, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %202 = zext i8 %201 to i32
  br label %203

203:                                              ; preds = %199, %196
  %204 = phi i32 [ %202, %199 ], [ 0, %196 ]
  %205 = icmp sgt i32 %94, 9
  br i1 %205, label %206, label %212

206:                                              ; preds = %203
  %207 = getelementptr inbounds nuw i8, ptr %96, i64 9
  %208 = load i8, ptr %207, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %209 = zext i8 %208 to i32
  %210 = shl nuw nsw i32 %209, 8
  %211 = or disjoint i32 %210, %204
  br label %212

212:                                              ; preds = %206, %203
  %213 = phi i32 [ %211, %206 ], [ %204, %203 ]
  %214 = icmp sgt i32 %94, 10
  br i1 %214, label %215, label %221

215:                                              ; preds = %212
  %216 = getelementptr inbounds nuw i8, ptr %96, i64 10
  %217 = load i8, ptr %216, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %218 = zext i8 %217 to i32
  %219 = shl nuw nsw i32 %218, 16
  %220 = or i32 %219, %213
  br label %221

221:                                              ; preds = %215, %212
  %222 = phi i32 [ %220, %215 ], [ %213, %212 ]
  %223 = icmp sgt i32 %94, 11
  br i1 %223, label %224, label %230

224:                                              ; preds = %221
  %225 = getelementptr inbounds nuw i8, ptr %96, i64 11
  %226 = load i8, ptr %225, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %227 = zext i8 %226 to i32
  %228 = shl nuw i32 %227, 24
  %229 = or i32 %228, %222
  br label %230

230:                                              ; preds = %224, %221
  %231 = phi i32 [ %229, %224 ], [ %222, %221 ]
  store i32 %231, ptr %41, align 4, !tbaa !6, !noalias !28
  %232 = icmp sgt i32 %94, 12
  br i1 %232, label %233, label %237

233:                                              ; preds = %230
  %234 = getelementptr inbounds nuw i8, ptr %96, i64 12
  %235 = load i8, ptr %234, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %236 = zext i8 %235 to i32
  br label %237

237:                                              ; preds = %233, %230
  %238 = phi i32 [ %236, %233 ], [ 0, %230 ]
  %239 = icmp sgt i32 %94, 13
  br i1 %239, label %240, label %246

240:                                              ; preds = %237
  %241 = getelementptr inbounds nuw i8, ptr %96, i64 13
  %242 = load i8, ptr %241, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %243 = zext i8 %242 to i32
  %244 = shl nuw nsw i32 %243, 8
  %245 = or disjoint i32 %244, %238
  br label %246

246:                                              ; preds = %240, %237
  %247 = phi i32 [ %245, %240 ], [ %238, %237 ]
  %248 = icmp sgt i32 %94, 14
  br i1 %248, label %249, label %255

249:                                              ; preds = %246
  %250 = getelementptr inbounds nuw i8, ptr %96, i64 14
  %251 = load i8, ptr %250, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %252 = zext i8 %251 to i32
  %253 = shl nuw nsw i32 %252, 16
  %254 = or i32 %253, %247
  br label %255

255:                                              ; preds = %249, %246
  %256 = phi i32 [ %254, %249 ], [ %247, %246 ]
  %257 = icmp sgt i32 %94, 15
  br i1 %257, label %258, label %264

258:                                              ; preds = %255
  %259 = getelementptr inbounds nuw i8, ptr %96, i64 15
  %260 = load i8, ptr %259, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %261 = zext i8 %260 to i32
  %262 = shl nuw i32 %261, 24
  %263 = or i32 %262, %256
  br label %264

264:                                              ; preds = %258, %255
  %265 = phi i32 [ %263, %258 ], [ %256, %255 ]
  store i32 %265, ptr %42, align 4, !tbaa !6, !noalias !28
  %266 = icmp sgt i32 %94, 16
  br i1 %266, label %267, label %271

267:                                              ; preds = %264
  %268 = getelementptr inbounds nuw i8, ptr %96, i64 16
  %269 = load i8, ptr %268, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %270 = zext i8 %269 to i32
  br label %271

271:                                              ; preds = %267, %264
  %272 = phi i32 [ %270, %267 ], [ 0, %264 ]
  %273 = icmp sgt i32 %94, 17
  br i1 %273, label %274, label %280

274:                                              ; preds = %271
  %275 = getelementptr inbounds nuw i8, ptr %96, i64 17
  %276 = load i8, ptr %275, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %277 = zext i8 %276 to i32
  %278 = shl nuw nsw i32 %277, 8
  %279 = or disjoint i32 %278, %272
  br label %280

280:                                              ; preds = %274, %271
  %281 = phi i32 [ %279, %274 ], [ %272, %271 ]
  %282 = icmp sgt i32 %94, 18
  br i1 %282, label %283, label %289

283:                                              ; preds = %280
  %284 = getelementptr inbounds nuw i8, ptr %96, i64 18
  %285 = load i8, ptr %284, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %286 = zext i8 %285 to i32
  %287 = shl nuw nsw i32 %286, 16
  %288 = or i32 %287, %281
  br label %289

289:                                              ; preds = %283, %280
  %290 = phi i32 [ %288, %283 ], [ %281, %280 ]
  %291 = icmp sgt i32 %94, 19
  br i1 %291, label %292, label %298

292:                                              ; preds = %289
  %293 = getelementptr inbounds nuw i8, ptr %96, i64 19
  %294 = load i8, ptr %293, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %295 = zext i8 %294 to i32
  %296 = shl nuw i32 %295, 24
  %297 = or i32 %296, %290
  br label %298

298:                                              ; preds = %292, %289
  %299 = phi i32 [ %297, %292 ], [ %290, %289 ]
  store i32 %299, ptr %43, align 4, !tbaa !6, !noalias !28
  %300 = icmp sgt i32 %94, 20
  br i1 %300, label %301, label %305

301:                                              ; preds = %298
  %302 = getelementptr inbounds nuw i8, ptr %96, i64 20
  %303 = load i8, ptr %302, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %304 = zext i8 %303 to i32
  br label %305

305:                                              ; preds = %301, %298
  %306 = phi i32 [ %304, %301 ], [ 0, %298 ]
  %307 = icmp sgt i32 %94, 21
  br i1 %307, label %308, label %314

308:                                              ; preds = %305
  %309 = getelementptr inbounds nuw i8, ptr %96, i64 21
  %310 = load i8, ptr %309, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %311 = zext i8 %310 to i32
  %312 = shl nuw nsw i32 %311, 8
  %313 = or disjoint i32 %312, %306
  br label %314

314:                                              ; preds = %308, %305
  %315 = phi i32 [ %313, %308 ], [ %306, %305 ]
  %316 = icmp sgt i32 %94, 22
  br i1 %316, label %317, label %323

317:                                              ; preds = %314
  %318 = getelementptr inbounds nuw i8, ptr %96, i64 22
  %319 = load i8, ptr %318, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %320 = zext i8 %319 to i32
  %321 = shl nuw nsw i32 %320, 16
  %322 = or i32 %321, %315
  br label %323

323:                                              ; preds = %317, %314
  %324 = phi i32 [ %322, %317 ], [ %315, %314 ]
  %325 = icmp sgt i32 %94, 23
  br i1 %325, label %326, label %332

326:                                              ; preds = %323
  %327 = getelementptr inbounds nuw i8, ptr %96, i64 23
  %328 = load i8, ptr %327, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %329 = zext i8 %328 to i32
  %330 = shl nuw i32 %329, 24
  %331 = or i32 %330, %324
  br label %332

332:                                              ; preds = %326, %323
  %333 = phi i32 [ %331, %326 ], [ %324, %323 ]
  store i32 %333, ptr %44, align 4, !tbaa !6, !noalias !28
  %334 = icmp sgt i32 %94, 24
  br i1 %334, label %335, label %339

335:                                              ; preds = %332
  %336 = getelementptr inbounds nuw i8, ptr %96, i64 24
  %337 = load i8, ptr %336, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %338 = zext i8 %337 to i32
  br label %339

339:                                              ; preds = %335, %332
  %340 = phi i32 [ %338, %335 ], [ 0, %332 ]
  %341 = icmp sgt i32 %94, 25
  br i1 %341, label %342, label %348

342:                                              ; preds = %339
  %343 = getelementptr inbounds nuw i8, ptr %96, i64 25
  %344 = load i8, ptr %343, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %345 = zext i8 %344 to i32
  %346 = shl nuw nsw i32 %345, 8
  %347 = or disjoint i32 %346, %340
  br label %348

348:                                              ; preds = %342, %339
  %349 = phi i32 [ %347, %342 ], [ %340, %339 ]
  %350 = icmp sgt i32 %94, 26
  br i1 %350, label %351, label %357

351:                                              ; preds = %348
  %352 = getelementptr inbounds nuw i8, ptr %96, i64 26
  %353 = load i8, ptr %352, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %354 = zext i8 %353 to i32
  %355 = shl nuw nsw i32 %354, 16
  %356 = or i32 %355, %349
  br label %357

357:                                              ; preds = %351, %348
  %358 = phi i32 [ %356, %351 ], [ %349, %348 ]
  %359 = icmp sgt i32 %94, 27
  br i1 %359, label %360, label %366

360:                                              ; preds = %357
  %361 = getelementptr inbounds nuw i8, ptr %96, i64 27
  %362 = load i8, ptr %361, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %363 = zext i8 %362 to i32
  %364 = shl nuw i32 %363, 24
  %365 = or i32 %364, %358
  br label %366

366:                                              ; preds = %360, %357
  %367 = phi i32 [ %365, %360 ], [ %358, %357 ]
  store i32 %367, ptr %45, align 4, !tbaa !6, !noalias !28
  %368 = icmp sgt i32 %94, 28
  br i1 %368, label %369, label %373

369:                                              ; preds = %366
  %370 = getelementptr inbounds nuw i8, ptr %96, i64 28
  %371 = load i8, ptr %370, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %372 = zext i8 %371 to i32
  br label %373

373:                                              ; preds = %369, %366
  %374 = phi i32 [ %372, %369 ], [ 0, %366 ]
  %375 = icmp sgt i32 %94, 29
  br i1 %375, label %376, label %382

376:                                              ; preds = %373
  %377 = getelementptr inbounds nuw i8, ptr %96, i64 29
  %378 = load i8, ptr %377, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %379 = zext i8 %378 to i32
  %380 = shl nuw nsw i32 %379, 8
  %381 = or disjoint i32 %380, %374
  br label %382

382:                                              ; preds = %376, %373
  %383 = phi i32 [ %381, %376 ], [ %374, %373 ]
  %384 = icmp sgt i32 %94, 30
  br i1 %384, label %385, label %391

385:                                              ; preds = %382
  %386 = getelementptr inbounds nuw i8, ptr %96, i64 30
  %387 = load i8, ptr %386, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %388 = zext i8 %387 to i32
  %389 = shl nuw nsw i32 %388, 16
  %390 = or i32 %389, %383
  br label %391

391:                                              ; preds = %385, %382
  %392 = phi i32 [ %390, %385 ], [ %383, %382 ]
  %393 = icmp sgt i32 %94, 31
  br i1 %393, label %394, label %400

394:                                              ; preds = %391
  %395 = getelementptr inbounds nuw i8, ptr %96, i64 31
  %396 = load i8, ptr %395, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %397 = zext i8 %396 to i32
  %398 = shl nuw i32 %397, 24
  %399 = or i32 %398, %392
  br label %400

400:                                              ; preds = %394, %391
  %401 = phi i32 [ %399, %394 ], [ %392, %391 ]
  store i32 %401, ptr %46, align 4, !tbaa !6, !noalias !28
  %402 = icmp sgt i32 %94, 32
  br i1 %402, label %403, label %407

403:                                              ; preds = %400
  %404 = getelementptr inbounds nuw i8, ptr %96, i64 32
  %405 = load i8, ptr %404, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %406 = zext i8 %405 to i32
  br label %407

407:                                              ; preds = %403, %400
  %408 = phi i32 [ %406, %403 ], [ 0, %400 ]
  %409 = icmp sgt i32 %94, 33
  br i1 %409, label %410, label %416

410:                                              ; preds = %407
  %411 = getelementptr inbounds nuw i8, ptr %96, i64 33
  %412 = load i8, ptr %411, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %413 = zext i8 %412 to i32
  %414 = shl nuw nsw i32 %413, 8
  %415 = or disjoint i32 %414, %408
  br label %416

416:                                              ; preds = %410, %407
  %417 = phi i32 [ %415, %410 ], [ %408, %407 ]
  %418 = icmp sgt i32 %94, 34
  br i1 %418, label %419, label %425

419:                                              ; preds = %416
  %420 = getelementptr inbounds nuw i8, ptr %96, i64 34
  %421 = load i8, ptr %420, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %422 = zext i8 %421 to i32
  %423 = shl nuw nsw i32 %422, 16
  %424 = or i32 %423, %417
  br label %425

425:                                              ; preds = %419, %416
  %426 = phi i32 [ %424, %419 ], [ %417, %416 ]
  %427 = icmp sgt i32 %94, 35
  br i1 %427, label %428, label %434

428:                                              ; preds = %425
  %429 = getelementptr inbounds nuw i8, ptr %96, i64 35
  %430 = load i8, ptr %429, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %431 = zext i8 %430 to i32
  %432 = shl nuw i32 %431, 24
  %433 = or i32 %432, %426
  br label %434

434:                                              ; preds = %428, %425
  %435 = phi i32 [ %433, %428 ], [ %426, %425 ]
  store i32 %435, ptr %47, align 4, !tbaa !6, !noalias !28
  %436 = icmp sgt i32 %94, 36
  br i1 %436, label %437, label %441

437:                                              ; preds = %434
  %438 = getelementptr inbounds nuw i8, ptr %96, i64 36
  %439 = load i8, ptr %438, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %440 = zext i8 %439 to i32
  br label %441

441:                                              ; preds = %437, %434
  %442 = phi i32 [ %440, %437 ], [ 0, %434 ]
  %443 = icmp sgt i32 %94, 37
  br i1 %443, label %444, label %450

444:                                              ; preds = %441
  %445 = getelementptr inbounds nuw i8, ptr %96, i64 37
  %446 = load i8, ptr %445, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %447 = zext i8 %446 to i32
  %448 = shl nuw nsw i32 %447, 8
  %449 = or disjoint i32 %448, %442
  br label %450

450:                                              ; preds = %444, %441
  %451 = phi i32 [ %449, %444 ], [ %442, %441 ]
  %452 = icmp sgt i32 %94, 38
  br i1 %452, label %453, label %459

453:                                              ; preds = %450
  %454 = getelementptr inbounds nuw i8, ptr %96, i64 38
  %455 = load i8, ptr %454, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %456 = zext i8 %455 to i32
  %457 = shl nuw nsw i32 %456, 16
  %458 = or i32 %457, %451
  br label %459

459:                                              ; preds = %453, %450
  %460 = phi i32 [ %458, %453 ], [ %451, %450 ]
  %461 = icmp sgt i32 %94, 39
  br i1 %461, label %462, label %468

462:                                              ; preds = %459
  %463 = getelementptr inbounds nuw i8, ptr %96, i64 39
  %464 = load i8, ptr %463, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %465 = zext i8 %464 to i32
  %466 = shl nuw i32 %465, 24
  %467 = or i32 %466, %460
  br label %468

468:                                              ; preds = %462, %459
  %469 = phi i32 [ %467, %462 ], [ %460, %459 ]
  store i32 %469, ptr %48, align 4, !tbaa !6, !noalias !28
  %470 = icmp sgt i32 %94, 40
  br i1 %470, label %471, label %475

471:                                              ; preds = %468
  %472 = getelementptr inbounds nuw i8, ptr %96, i64 40
  %473 = load i8, ptr %472, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %474 = zext i8 %473 to i32
  br label %475

475:                                              ; preds = %471, %468
  %476 = phi i32 [ %474, %471 ], [ 0, %468 ]
  %477 = icmp sgt i32 %94, 41
  br i1 %477, label %478, label %484

478:                                              ; preds = %475
  %479 = getelementptr inbounds nuw i8, ptr %96, i64 41
  %480 = load i8, ptr %479, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %481 = zext i8 %480 to i32
  %482 = shl nuw nsw i32 %481, 8
  %483 = or disjoint i32 %482, %476
  br label %484

484:                                              ; preds = %478, %475
  %485 = phi i32 [ %483, %478 ], [ %476, %475 ]
  %486 = icmp sgt i32 %94, 42
  br i1 %486, label %487, label %493

487:                                              ; preds = %484
  %488 = getelementptr inbounds nuw i8, ptr %96, i64 42
  %489 = load i8, ptr %488, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %490 = zext i8 %489 to i32
  %491 = shl nuw nsw i32 %490, 16
  %492 = or i32 %491, %485
  br label %493

493:                                              ; preds = %487, %484
  %494 = phi i32 [ %492, %487 ], [ %485, %484 ]
  %495 = icmp sgt i32 %94, 43
  br i1 %495, label %496, label %502

496:                                              ; preds = %493
  %497 = getelementptr inbounds nuw i8, ptr %96, i64 43
  %498 = load i8, ptr %497, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %499 = zext i8 %498 to i32
  %500 = shl nuw i32 %499, 24
  %501 = or i32 %500, %494
  br label %502

502:                                              ; preds = %496, %493
  %503 = phi i32 [ %501, %496 ], [ %494, %493 ]
  store i32 %503, ptr %49, align 4, !tbaa !6, !noalias !28
  %504 = icmp sgt i32 %94, 44
  br i1 %504, label %505, label %509

505:                                              ; preds = %502
  %506 = getelementptr inbounds nuw i8, ptr %96, i64 44
  %507 = load i8, ptr %506, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %508 = zext i8 %507 to i32
  br label %509

509:                                              ; preds = %505, %502
  %510 = phi i32 [ %508, %505 ], [ 0, %502 ]
  %511 = icmp sgt i32 %94, 45
  br i1 %511, label %512, label %518

512:                                              ; preds = %509
  %513 = getelementptr inbounds nuw i8, ptr %96, i64 45
  %514 = load i8, ptr %513, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %515 = zext i8 %514 to i32
  %516 = shl nuw nsw i32 %515, 8
  %517 = or disjoint i32 %516, %510
  br label %518

518:                                              ; preds = %512, %509
  %519 = phi i32 [ %517, %512 ], [ %510, %509 ]
  %520 = icmp sgt i32 %94, 46
  br i1 %520, label %521, label %527

521:                                              ; preds = %518
  %522 = getelementptr inbounds nuw i8, ptr %96, i64 46
  %523 = load i8, ptr %522, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %524 = zext i8 %523 to i32
  %525 = shl nuw nsw i32 %524, 16
  %526 = or i32 %525, %519
  br label %527

527:                                              ; preds = %521, %518
  %528 = phi i32 [ %526, %521 ], [ %519, %518 ]
  %529 = icmp sgt i32 %94, 47
  br i1 %529, label %530, label %536

530:                                              ; preds = %527
  %531 = getelementptr inbounds nuw i8, ptr %96, i64 47
  %532 = load i8, ptr %531, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %533 = zext i8 %532 to i32
  %534 = shl nuw i32 %533, 24
  %535 = or i32 %534, %528
  br label %536

536:                                              ; preds = %530, %527
  %537 = phi i32 [ %535, %530 ], [ %528, %527 ]
  store i32 %537, ptr %50, align 4, !tbaa !6, !noalias !28
  %538 = icmp sgt i32 %94, 48
  br i1 %538, label %539, label %543

539:                                              ; preds = %536
  %540 = getelementptr inbounds nuw i8, ptr %96, i64 48
  %541 = load i8, ptr %540, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %542 = zext i8 %541 to i32
  br label %543

543:                                              ; preds = %539, %536
  %544 = phi i32 [ %542, %539 ], [ 0, %536 ]
  %545 = icmp sgt i32 %94, 49
  br i1 %545, label %546, label %552

546:                                              ; preds = %543
  %547 = getelementptr inbounds nuw i8, ptr %96, i64 49
  %548 = load i8, ptr %547, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %549 = zext i8 %548 to i32
  %550 = shl nuw nsw i32 %549, 8
  %551 = or disjoint i32 %550, %544
  br label %552

552:                                              ; preds = %546, %543
  %553 = phi i32 [ %551, %546 ], [ %544, %543 ]
  %554 = icmp sgt i32 %94, 50
  br i1 %554, label %555, label %561

555:                                              ; preds = %552
  %556 = getelementptr inbounds nuw i8, ptr %96, i64 50
  %557 = load i8, ptr %556, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %558 = zext i8 %557 to i32
  %559 = shl nuw nsw i32 %558, 16
  %560 = or i32 %559, %553
  br label %561

561:                                              ; preds = %555, %552
  %562 = phi i32 [ %560, %555 ], [ %553, %552 ]
  %563 = icmp sgt i32 %94, 51
  br i1 %563, label %564, label %570

564:                                              ; preds = %561
  %565 = getelementptr inbounds nuw i8, ptr %96, i64 51
  %566 = load i8, ptr %565, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %567 = zext i8 %566 to i32
  %568 = shl nuw i32 %567, 24
  %569 = or i32 %568, %562
  br label %570

570:                                              ; preds = %564, %561
  %571 = phi i32 [ %569, %564 ], [ %562, %561 ]
  store i32 %571, ptr %51, align 4, !tbaa !6, !noalias !28
  %572 = icmp sgt i32 %94, 52
  br i1 %572, label %573, label %577

573:                                              ; preds = %570
  %574 = getelementptr inbounds nuw i8, ptr %96, i64 52
  %575 = load i8, ptr %574, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %576 = zext i8 %575 to i32
  br label %577

577:                                              ; preds = %573, %570
  %578 = phi i32 [ %576, %573 ], [ 0, %570 ]
  %579 = icmp sgt i32 %94, 53
  br i1 %579, label %580, label %586

580:                                              ; preds = %577
  %581 = getelementptr inbounds nuw i8, ptr %96, i64 53
  %582 = load i8, ptr %581, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %583 = zext i8 %582 to i32
  %584 = shl nuw nsw i32 %583, 8
  %585 = or disjoint i32 %584, %578
  br label %586

586:                                              ; preds = %580, %577
  %587 = phi i32 [ %585, %580 ], [ %578, %577 ]
  %588 = icmp sgt i32 %94, 54
  br i1 %588, label %589, label %595

589:                                              ; preds = %586
  %590 = getelementptr inbounds nuw i8, ptr %96, i64 54
  %591 = load i8, ptr %590, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %592 = zext i8 %591 to i32
  %593 = shl nuw nsw i32 %592, 16
  %594 = or i32 %593, %587
  br label %595

595:                                              ; preds = %589, %586
  %596 = phi i32 [ %594, %589 ], [ %587, %586 ]
  %597 = icmp sgt i32 %94, 55
  br i1 %597, label %598, label %604

598:                                              ; preds = %595
  %599 = getelementptr inbounds nuw i8, ptr %96, i64 55
  %600 = load i8, ptr %599, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %601 = zext i8 %600 to i32
  %602 = shl nuw i32 %601, 24
  %603 = or i32 %602, %596
  br label %604

604:                                              ; preds = %598, %595
  %605 = phi i32 [ %603, %598 ], [ %596, %595 ]
  store i32 %605, ptr %52, align 4, !tbaa !6, !noalias !28
  %606 = icmp sgt i32 %94, 56
  br i1 %606, label %607, label %611

607:                                              ; preds = %604
  %608 = getelementptr inbounds nuw i8, ptr %96, i64 56
  %609 = load i8, ptr %608, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %610 = zext i8 %609 to i32
  br label %611

611:                                              ; preds = %607, %604
  %612 = phi i32 [ %610, %607 ], [ 0, %604 ]
  %613 = icmp sgt i32 %94, 57
  br i1 %613, label %614, label %620

614:                                              ; preds = %611
  %615 = getelementptr inbounds nuw i8, ptr %96, i64 57
  %616 = load i8, ptr %615, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %617 = zext i8 %616 to i32
  %618 = shl nuw nsw i32 %617, 8
  %619 = or disjoint i32 %618, %612
  br label %620

620:                                              ; preds = %614, %611
  %621 = phi i32 [ %619, %614 ], [ %612, %611 ]
  %622 = icmp sgt i32 %94, 58
  br i1 %622, label %623, label %629

623:                                              ; preds = %620
  %624 = getelementptr inbounds nuw i8, ptr %96, i64 58
  %625 = load i8, ptr %624, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %626 = zext i8 %625 to i32
  %627 = shl nuw nsw i32 %626, 16
  %628 = or i32 %627, %621
  br label %629

629:                                              ; preds = %623, %620
  %630 = phi i32 [ %628, %623 ], [ %621, %620 ]
  %631 = icmp sgt i32 %94, 59
  br i1 %631, label %632, label %638

632:                                              ; preds = %629
  %633 = getelementptr inbounds nuw i8, ptr %96, i64 59
  %634 = load i8, ptr %633, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %635 = zext i8 %634 to i32
  %636 = shl nuw i32 %635, 24
  %637 = or i32 %636, %630
  br label %638

638:                                              ; preds = %632, %629
  %639 = phi i32 [ %637, %632 ], [ %630, %629 ]
  store i32 %639, ptr %53, align 4, !tbaa !6, !noalias !28
  %640 = icmp sgt i32 %94, 60
  br i1 %640, label %641, label %645

641:                                              ; preds = %638
  %642 = getelementptr inbounds nuw i8, ptr %96, i64 60
  %643 = load i8, ptr %642, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %644 = zext i8 %643 to i32
  br label %645

645:                                              ; preds = %641, %638
  %646 = phi i32 [ %644, %641 ], [ 0, %638 ]
  %647 = icmp sgt i32 %94, 61
  br i1 %647, label %648, label %654

648:                                              ; preds = %645
  %649 = getelementptr inbounds nuw i8, ptr %96, i64 61
  %650 = load i8, ptr %649, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %651 = zext i8 %650 to i32
  %652 = shl nuw nsw i32 %651, 8
  %653 = or disjoint i32 %652, %646
  br label %654

654:                                              ; preds = %648, %645
  %655 = phi i32 [ %653, %648 ], [ %646, %645 ]
  %656 = icmp eq i32 %94, 63
  br i1 %656, label %657, label %663

657:                                              ; preds = %654
  %658 = getelementptr inbounds nuw i8, ptr %96, i64 62
  %659 = load i8, ptr %658, align 1, !tbaa !18, !alias.scope !23, !noalias !26
  %660 = zext i8 %659 to i32
  %661 = shl nuw nsw i32 %660, 16
  %662 = or i32 %661, %655
  br label %663

663:                                              ; preds = %657, %654, %98
  %664 = phi i32 [ %129, %98 ], [ %662, %657 ], [ %655, %654 ]
  store i32 %664, ptr %68, align 4, !tbaa !6, !noalias !28
  %665 = icmp eq i32 %92, 0
  %666 = select i1 %665, i32 17, i32 16
  %667 = icmp eq i32 %92, %90
  %668 = select i1 %667, i32 %21, i32 0
  %669 = or disjoint i32 %666, %668
  %670 = tail call i32 @llvm.smax.i32(i32 %94, i32 0)
  %671 = tail call i32 @llvm.smin.i32(i32 %670, i32 64)
  call void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef nonnull %4, ptr noundef nonnull %5, i64 noundef %77, i32 noundef %671, i32 noundef %669, ptr noundef nonnull %4) #13, !noalias !28
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #12, !noalias !28
  %672 = add nuw nsw i32 %92, 1
  %673 = icmp eq i32 %672, %86
  br i1 %673, label %674, label %91, !llvm.loop !29

674:                                              ; preds = %663, %76
  %675 = shl nuw nsw i64 %77, 5
  %676 = getelementptr inbounds nuw i8, ptr %2, i64 %675
  %677 = load i32, ptr %4, align 4, !tbaa !6, !noalias !28
  store i32 %677, ptr %676, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  %678 = load i32, ptr %69, align 4, !tbaa !6, !noalias !28
  %679 = getelementptr inbounds nuw i8, ptr %676, i64 4
  store i32 %678, ptr %679, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  %680 = load i32, ptr %70, align 4, !tbaa !6, !noalias !28
  %681 = getelementptr inbounds nuw i8, ptr %676, i64 8
  store i32 %680, ptr %681, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  %682 = load i32, ptr %71, align 4, !tbaa !6, !noalias !28
  %683 = getelementptr inbounds nuw i8, ptr %676, i64 12
  store i32 %682, ptr %683, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  %684 = load i32, ptr %72, align 4, !tbaa !6, !noalias !28
  %685 = getelementptr inbounds nuw i8, ptr %676, i64 16
  store i32 %684, ptr %685, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  %686 = load i32, ptr %73, align 4, !tbaa !6, !noalias !28
  %687 = getelementptr inbounds nuw i8, ptr %676, i64 20
  store i32 %686, ptr %687, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  %688 = load i32, ptr %74, align 4, !tbaa !6, !noalias !28
  %689 = getelementptr inbounds nuw i8, ptr %676, i64 24
  store i32 %688, ptr %689, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  %690 = load i32, ptr %75, align 4, !tbaa !6, !noalias !28
  %691 = getelementptr inbounds nuw i8, ptr %676, i64 28
  store i32 %690, ptr %691, align 4, !tbaa !6, !alias.scope !26, !noalias !23
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #12, !noalias !28
  %692 = add nuw nsw i64 %77, %24
  %693 = icmp samesign ult i64 %692, %9
  br i1 %693, label %76, label %694, !llvm.loop !30

694:                                              ; preds = %674, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @blake3_parent_tree(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [8 x i32], align 4
  %7 = alloca [16 x i32], align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp ne i32 %8, 256
  %10 = icmp slt i32 %1, 1
  %11 = or i1 %9, %10
  br i1 %11, label %213, label %12

12:                                               ; preds = %4
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 8
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %17, label %213

17:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #12
  %18 = icmp eq i32 %3, 0
  %19 = load i32, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), align 4
  %20 = select i1 %18, i32 1779033703, i32 %19
  store i32 %20, ptr %5, align 4, !tbaa !6
  %21 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 4), align 4
  %22 = select i1 %18, i32 -1150833019, i32 %21
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %22, ptr %23, align 4, !tbaa !6
  %24 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 8), align 4
  %25 = select i1 %18, i32 1013904242, i32 %24
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %25, ptr %26, align 4, !tbaa !6
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 12), align 4
  %28 = select i1 %18, i32 -1521486534, i32 %27
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 16), align 4
  %31 = select i1 %18, i32 1359893119, i32 %30
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %31, ptr %32, align 4, !tbaa !6
  %33 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 20), align 4
  %34 = select i1 %18, i32 -1694144372, i32 %33
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %34, ptr %35, align 4, !tbaa !6
  %36 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 24), align 4
  %37 = select i1 %18, i32 528734635, i32 %36
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %37, ptr %38, align 4, !tbaa !6
  %39 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 28), align 4
  %40 = select i1 %18, i32 1541459225, i32 %39
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 %40, ptr %41, align 4, !tbaa !6
  %42 = sub nsw i32 %1, %15
  %43 = tail call noundef range(i32 -2147483645, -2147483648) i32 @llvm.smin.i32(i32 %42, i32 range(i32 -2147483645, -2147483648) 256)
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %45 = icmp eq i32 %44, 1
  %46 = icmp slt i32 %1, 257
  %47 = and i1 %45, %46
  %48 = icmp eq i32 %3, 0
  %49 = select i1 %48, i32 4, i32 20
  %50 = icmp samesign ult i32 %13, %43
  br i1 %50, label %51, label %80

51:                                               ; preds = %17
  %52 = zext nneg i32 %13 to i64
  %53 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %52
  %54 = add nuw nsw i32 %15, %13
  %55 = sext i32 %54 to i64
  %56 = shl nsw i64 %55, 5
  %57 = getelementptr i8, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  store i32 %58, ptr %53, align 4, !tbaa !6
  %59 = getelementptr i8, ptr %57, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = getelementptr inbounds nuw i8, ptr %53, i64 4
  store i32 %60, ptr %61, align 4, !tbaa !6
  %62 = getelementptr i8, ptr %57, i64 8
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = getelementptr inbounds nuw i8, ptr %53, i64 8
  store i32 %63, ptr %64, align 4, !tbaa !6
  %65 = getelementptr i8, ptr %57, i64 12
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %53, i64 12
  store i32 %66, ptr %67, align 4, !tbaa !6
  %68 = getelementptr i8, ptr %57, i64 16
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = getelementptr inbounds nuw i8, ptr %53, i64 16
  store i32 %69, ptr %70, align 4, !tbaa !6
  %71 = getelementptr i8, ptr %57, i64 20
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = getelementptr inbounds nuw i8, ptr %53, i64 20
  store i32 %72, ptr %73, align 4, !tbaa !6
  %74 = getelementptr i8, ptr %57, i64 24
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = getelementptr inbounds nuw i8, ptr %53, i64 24
  store i32 %75, ptr %76, align 4, !tbaa !6
  %77 = getelementptr i8, ptr %57, i64 28
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = getelementptr inbounds nuw i8, ptr %53, i64 28
  store i32 %78, ptr %79, align 4, !tbaa !6
  br label %80

80:                                               ; preds = %51, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = icmp sgt i32 %42, 1
  br i1 %81, label %82, label %202

82:                                               ; preds = %80
  %83 = shl nuw nsw i32 %13, 1
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %84
  %86 = getelementptr i8, ptr %85, i64 32
  %87 = zext nneg i32 %13 to i64
  %88 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %87
  %89 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %90 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %91 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %92 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %93 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %94 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %95 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %96 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %97 = getelementptr inbounds nuw i8, ptr %85, i64 4
  %98 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %99 = getelementptr i8, ptr %85, i64 36
  %100 = getelementptr inbounds nuw i8, ptr %7, i64 36
  %101 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %102 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %103 = getelementptr i8, ptr %85, i64 40
  %104 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %105 = getelementptr inbounds nuw i8, ptr %85, i64 12
  %106 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %107 = getelementptr i8, ptr %85, i64 44
  %108 = getelementptr inbounds nuw i8, ptr %7, i64 44
  %109 = getelementptr inbounds nuw i8, ptr %85, i64 16
  %110 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %111 = getelementptr i8, ptr %85, i64 48
  %112 = getelementptr inbounds nuw i8, ptr %7, i64 48
  %113 = getelementptr inbounds nuw i8, ptr %85, i64 20
  %114 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %115 = getelementptr i8, ptr %85, i64 52
  %116 = getelementptr inbounds nuw i8, ptr %7, i64 52
  %117 = getelementptr inbounds nuw i8, ptr %85, i64 24
  %118 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %119 = getelementptr i8, ptr %85, i64 56
  %120 = getelementptr inbounds nuw i8, ptr %7, i64 56
  %121 = getelementptr inbounds nuw i8, ptr %85, i64 28
  %122 = getelementptr inbounds nuw i8, ptr %7, i64 28
  %123 = getelementptr i8, ptr %85, i64 60
  %124 = getelementptr inbounds nuw i8, ptr %7, i64 60
  %125 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %126 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %127 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %128 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %129 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %130 = getelementptr inbounds nuw i8, ptr %88, i64 12
  %131 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %132 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %133 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %134 = getelementptr inbounds nuw i8, ptr %88, i64 20
  %135 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %136 = getelementptr inbounds nuw i8, ptr %88, i64 24
  %137 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %138 = getelementptr inbounds nuw i8, ptr %88, i64 28
  br label %139

139:                                              ; preds = %82, %199
  %140 = phi i32 [ %43, %82 ], [ %200, %199 ]
  %141 = lshr i32 %140, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #12
  %142 = icmp samesign ult i32 %13, %141
  %143 = and i32 %140, 1
  %144 = icmp ne i32 %143, 0
  %145 = icmp eq i32 %13, %141
  %146 = and i1 %144, %145
  br i1 %142, label %147, label %168

147:                                              ; preds = %139
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #12
  %148 = load i32, ptr %85, align 4, !tbaa !6
  store i32 %148, ptr %7, align 4, !tbaa !6
  %149 = load i32, ptr %86, align 4, !tbaa !6
  store i32 %149, ptr %96, align 4, !tbaa !6
  %150 = load i32, ptr %97, align 4, !tbaa !6
  store i32 %150, ptr %98, align 4, !tbaa !6
  %151 = load i32, ptr %99, align 4, !tbaa !6
  store i32 %151, ptr %100, align 4, !tbaa !6
  %152 = load i32, ptr %101, align 4, !tbaa !6
  store i32 %152, ptr %102, align 4, !tbaa !6
  %153 = load i32, ptr %103, align 4, !tbaa !6
  store i32 %153, ptr %104, align 4, !tbaa !6
  %154 = load i32, ptr %105, align 4, !tbaa !6
  store i32 %154, ptr %106, align 4, !tbaa !6
  %155 = load i32, ptr %107, align 4, !tbaa !6
  store i32 %155, ptr %108, align 4, !tbaa !6
  %156 = load i32, ptr %109, align 4, !tbaa !6
  store i32 %156, ptr %110, align 4, !tbaa !6
  %157 = load i32, ptr %111, align 4, !tbaa !6
  store i32 %157, ptr %112, align 4, !tbaa !6
  %158 = load i32, ptr %113, align 4, !tbaa !6
  store i32 %158, ptr %114, align 4, !tbaa !6
  %159 = load i32, ptr %115, align 4, !tbaa !6
  store i32 %159, ptr %116, align 4, !tbaa !6
  %160 = load i32, ptr %117, align 4, !tbaa !6
  store i32 %160, ptr %118, align 4, !tbaa !6
  %161 = load i32, ptr %119, align 4, !tbaa !6
  store i32 %161, ptr %120, align 4, !tbaa !6
  %162 = load i32, ptr %121, align 4, !tbaa !6
  store i32 %162, ptr %122, align 4, !tbaa !6
  %163 = load i32, ptr %123, align 4, !tbaa !6
  store i32 %163, ptr %124, align 4, !tbaa !6
  %164 = icmp eq i32 %140, 2
  %165 = and i1 %47, %164
  %166 = select i1 %165, i32 8, i32 0
  %167 = or disjoint i32 %166, %49
  call void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef nonnull %5, ptr noundef nonnull %7, i64 noundef 0, i32 noundef 64, i32 noundef %167, ptr noundef nonnull %6) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #12
  br label %188

168:                                              ; preds = %139
  br i1 %146, label %169, label %188

169:                                              ; preds = %168
  %170 = zext nneg i32 %140 to i64
  %171 = getelementptr [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %170
  %172 = getelementptr i8, ptr %171, i64 -32
  %173 = load i32, ptr %172, align 4, !tbaa !6
  store i32 %173, ptr %6, align 4, !tbaa !6
  %174 = getelementptr i8, ptr %171, i64 -28
  %175 = load i32, ptr %174, align 4, !tbaa !6
  store i32 %175, ptr %89, align 4, !tbaa !6
  %176 = getelementptr i8, ptr %171, i64 -24
  %177 = load i32, ptr %176, align 4, !tbaa !6
  store i32 %177, ptr %90, align 4, !tbaa !6
  %178 = getelementptr i8, ptr %171, i64 -20
  %179 = load i32, ptr %178, align 4, !tbaa !6
  store i32 %179, ptr %91, align 4, !tbaa !6
  %180 = getelementptr i8, ptr %171, i64 -16
  %181 = load i32, ptr %180, align 4, !tbaa !6
  store i32 %181, ptr %92, align 4, !tbaa !6
  %182 = getelementptr i8, ptr %171, i64 -12
  %183 = load i32, ptr %182, align 4, !tbaa !6
  store i32 %183, ptr %93, align 4, !tbaa !6
  %184 = getelementptr i8, ptr %171, i64 -8
  %185 = load i32, ptr %184, align 4, !tbaa !6
  store i32 %185, ptr %94, align 4, !tbaa !6
  %186 = getelementptr i8, ptr %171, i64 -4
  %187 = load i32, ptr %186, align 4, !tbaa !6
  store i32 %187, ptr %95, align 4, !tbaa !6
  br label %188

188:                                              ; preds = %169, %168, %147
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %189 = or i1 %142, %146
  br i1 %189, label %190, label %199

190:                                              ; preds = %188
  %191 = load i32, ptr %6, align 4, !tbaa !6
  store i32 %191, ptr %88, align 4, !tbaa !6
  %192 = load i32, ptr %125, align 4, !tbaa !6
  store i32 %192, ptr %126, align 4, !tbaa !6
  %193 = load i32, ptr %127, align 4, !tbaa !6
  store i32 %193, ptr %128, align 4, !tbaa !6
  %194 = load i32, ptr %129, align 4, !tbaa !6
  store i32 %194, ptr %130, align 4, !tbaa !6
  %195 = load i32, ptr %131, align 4, !tbaa !6
  store i32 %195, ptr %132, align 4, !tbaa !6
  %196 = load i32, ptr %133, align 4, !tbaa !6
  store i32 %196, ptr %134, align 4, !tbaa !6
  %197 = load i32, ptr %135, align 4, !tbaa !6
  store i32 %197, ptr %136, align 4, !tbaa !6
  %198 = load i32, ptr %137, align 4, !tbaa !6
  store i32 %198, ptr %138, align 4, !tbaa !6
  br label %199

199:                                              ; preds = %190, %188
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %200 = add nuw nsw i32 %141, %143
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #12
  %201 = icmp samesign ugt i32 %200, 1
  br i1 %201, label %139, label %202, !llvm.loop !31

202:                                              ; preds = %199, %80
  %203 = icmp samesign ult i32 %13, 8
  br i1 %203, label %204, label %212

204:                                              ; preds = %202
  %205 = zext nneg i32 %13 to i64
  %206 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = zext nneg i32 %14 to i64
  %209 = shl nuw nsw i64 %208, 5
  %210 = getelementptr i8, ptr %2, i64 %209
  %211 = getelementptr i32, ptr %210, i64 %205
  store i32 %207, ptr %211, align 4, !tbaa !6
  br label %212

212:                                              ; preds = %204, %202
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #12
  br label %213

213:                                              ; preds = %212, %12, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = load i8, ptr %1, align 1, !tbaa !18
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !18
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 8
  %12 = or disjoint i32 %11, %7
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !18
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 16
  %17 = or disjoint i32 %12, %16
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 3
  %19 = load i8, ptr %18, align 1, !tbaa !18
  %20 = zext i8 %19 to i32
  %21 = shl nuw i32 %20, 24
  %22 = and i32 %21, 50331648
  %23 = add i32 %17, %5
  %24 = add i32 %23, %22
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %28 = load i8, ptr %27, align 1, !tbaa !18
  %29 = zext i8 %28 to i32
  %30 = shl nuw nsw i32 %29, 8
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !18
  %33 = zext i8 %32 to i32
  %34 = shl nuw nsw i32 %33, 16
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 6
  %36 = load i8, ptr %35, align 1, !tbaa !18
  %37 = zext i8 %36 to i32
  %38 = shl nuw i32 %37, 24
  %39 = or disjoint i32 %30, %34
  %40 = or disjoint i32 %39, %38
  %41 = or disjoint i32 %40, %20
  %42 = lshr i32 %41, 2
  %43 = and i32 %42, 67108863
  %44 = add i32 %43, %26
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %1, i64 6
  %48 = load i8, ptr %47, align 1, !tbaa !18
  %49 = zext i8 %48 to i32
  %50 = getelementptr inbounds nuw i8, ptr %1, i64 7
  %51 = load i8, ptr %50, align 1, !tbaa !18
  %52 = zext i8 %51 to i32
  %53 = shl nuw nsw i32 %52, 8
  %54 = or disjoint i32 %53, %49
  %55 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %56 = load i8, ptr %55, align 1, !tbaa !18
  %57 = zext i8 %56 to i32
  %58 = shl nuw nsw i32 %57, 16
  %59 = or disjoint i32 %54, %58
  %60 = getelementptr inbounds nuw i8, ptr %1, i64 9
  %61 = load i8, ptr %60, align 1, !tbaa !18
  %62 = zext i8 %61 to i32
  %63 = shl nuw i32 %62, 24
  %64 = or disjoint i32 %59, %63
  %65 = lshr i32 %64, 4
  %66 = and i32 %65, 67108863
  %67 = add i32 %66, %46
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = getelementptr inbounds nuw i8, ptr %1, i64 9
  %71 = load i8, ptr %70, align 1, !tbaa !18
  %72 = zext i8 %71 to i32
  %73 = getelementptr inbounds nuw i8, ptr %1, i64 10
  %74 = load i8, ptr %73, align 1, !tbaa !18
  %75 = zext i8 %74 to i32
  %76 = shl nuw nsw i32 %75, 8
  %77 = or disjoint i32 %76, %72
  %78 = getelementptr inbounds nuw i8, ptr %1, i64 11
  %79 = load i8, ptr %78, align 1, !tbaa !18
  %80 = zext i8 %79 to i32
  %81 = shl nuw nsw i32 %80, 16
  %82 = or disjoint i32 %77, %81
  %83 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %84 = load i8, ptr %83, align 1, !tbaa !18
  %85 = zext i8 %84 to i32
  %86 = shl nuw i32 %85, 24
  %87 = or disjoint i32 %82, %86
  %88 = lshr i32 %87, 6
  %89 = add i32 %88, %69
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = getelementptr inbounds nuw i8, ptr %1, i64 13
  %93 = load i8, ptr %92, align 1, !tbaa !18
  %94 = zext i8 %93 to i32
  %95 = getelementptr inbounds nuw i8, ptr %1, i64 14
  %96 = load i8, ptr %95, align 1, !tbaa !18
  %97 = zext i8 %96 to i32
  %98 = shl nuw nsw i32 %97, 8
  %99 = getelementptr inbounds nuw i8, ptr %1, i64 15
  %100 = load i8, ptr %99, align 1, !tbaa !18
  %101 = zext i8 %100 to i32
  %102 = shl nuw nsw i32 %101, 16
  %103 = or i32 %2, %94
  %104 = or i32 %103, %98
  %105 = or i32 %104, %102
  %106 = add i32 %105, %91
  %107 = load i32, ptr %0, align 4, !tbaa !6
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = zext i32 %131 to i64
  %133 = zext i32 %24 to i64
  %134 = mul nuw i64 %108, %133
  %135 = zext i32 %44 to i64
  %136 = mul nuw i64 %132, %135
  %137 = zext i32 %67 to i64
  %138 = mul nuw i64 %129, %137
  %139 = zext i32 %89 to i64
  %140 = mul nuw i64 %126, %139
  %141 = zext i32 %106 to i64
  %142 = mul nuw i64 %123, %141
  %143 = add i64 %142, %134
  %144 = add i64 %143, %140
  %145 = add i64 %144, %138
  %146 = add i64 %145, %136
  %147 = mul nuw i64 %111, %133
  %148 = mul nuw i64 %108, %135
  %149 = add i64 %147, %148
  %150 = mul nuw i64 %132, %137
  %151 = mul nuw i64 %129, %139
  %152 = mul nuw i64 %126, %141
  %153 = mul nuw i64 %114, %133
  %154 = mul nuw i64 %111, %135
  %155 = mul nuw i64 %108, %137
  %156 = mul nuw i64 %132, %139
  %157 = mul nuw i64 %129, %141
  %158 = mul nuw i64 %117, %133
  %159 = mul nuw i64 %114, %135
  %160 = mul nuw i64 %111, %137
  %161 = mul nuw i64 %139, %108
  %162 = mul nuw i64 %132, %141
  %163 = mul nuw i64 %120, %133
  %164 = mul nuw i64 %117, %135
  %165 = mul nuw i64 %114, %137
  %166 = mul nuw i64 %111, %139
  %167 = mul nuw i64 %141, %108
  %168 = lshr i64 %146, 26
  %169 = trunc i64 %146 to i32
  %170 = and i32 %169, 67108863
  %171 = add i64 %149, %152
  %172 = add i64 %171, %151
  %173 = add i64 %172, %150
  %174 = add i64 %173, %168
  %175 = lshr i64 %174, 26
  %176 = trunc i64 %174 to i32
  %177 = and i32 %176, 67108863
  %178 = add i64 %154, %155
  %179 = add i64 %178, %153
  %180 = add i64 %179, %157
  %181 = add i64 %180, %156
  %182 = add i64 %181, %175
  %183 = lshr i64 %182, 26
  %184 = trunc i64 %182 to i32
  %185 = and i32 %184, 67108863
  %186 = add i64 %160, %161
  %187 = add i64 %186, %159
  %188 = add i64 %187, %158
  %189 = add i64 %188, %162
  %190 = add i64 %189, %183
  %191 = lshr i64 %190, 26
  %192 = trunc i64 %190 to i32
  %193 = and i32 %192, 67108863
  %194 = add i64 %165, %166
  %195 = add i64 %194, %164
  %196 = add i64 %195, %163
  %197 = add i64 %196, %167
  %198 = add i64 %197, %191
  %199 = lshr i64 %198, 26
  %200 = trunc i64 %198 to i32
  %201 = and i32 %200, 67108863
  %202 = trunc i64 %199 to i32
  %203 = mul i32 %202, 5
  %204 = add i32 %203, %170
  %205 = lshr i32 %204, 26
  %206 = add nuw nsw i32 %205, %177
  %207 = and i32 %204, 67108863
  store i32 %207, ptr %4, align 4, !tbaa !6
  store i32 %206, ptr %25, align 4, !tbaa !6
  store i32 %185, ptr %45, align 4, !tbaa !6
  store i32 %193, ptr %68, align 4, !tbaa !6
  store i32 %201, ptr %90, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @poly1305_mac(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = alloca %struct.Poly1305State, align 4
  %9 = alloca [16 x i8], align 1
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %16, label %55

16:                                               ; preds = %7
  %17 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %20 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 36
  %23 = sext i32 %3 to i64
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 0)
  %25 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %26 = getelementptr inbounds nuw i8, ptr %8, i64 36
  %27 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %28 = getelementptr inbounds nuw i8, ptr %8, i64 44
  %29 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %30 = getelementptr inbounds nuw i8, ptr %8, i64 52
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = mul i32 %31, %11
  %33 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %36 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %37 = getelementptr inbounds nuw i8, ptr %8, i64 28
  %38 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %39 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %40 = getelementptr inbounds nuw i8, ptr %9, i64 1
  %41 = getelementptr inbounds nuw i8, ptr %9, i64 2
  %42 = getelementptr inbounds nuw i8, ptr %9, i64 3
  %43 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %44 = getelementptr inbounds nuw i8, ptr %9, i64 5
  %45 = getelementptr inbounds nuw i8, ptr %9, i64 6
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 7
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %48 = getelementptr inbounds nuw i8, ptr %9, i64 9
  %49 = getelementptr inbounds nuw i8, ptr %9, i64 10
  %50 = getelementptr inbounds nuw i8, ptr %9, i64 11
  %51 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %52 = getelementptr inbounds nuw i8, ptr %9, i64 13
  %53 = getelementptr inbounds nuw i8, ptr %9, i64 14
  %54 = getelementptr inbounds nuw i8, ptr %9, i64 15
  br label %56

55:                                               ; preds = %346, %7
  ret void

56:                                               ; preds = %16, %346
  %57 = phi i32 [ %14, %16 ], [ %504, %346 ]
  %58 = sext i32 %57 to i64
  %59 = shl nsw i64 %58, 5
  %60 = getelementptr inbounds i8, ptr %4, i64 %59
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #12
  %61 = load i8, ptr %60, align 1, !tbaa !18
  %62 = zext i8 %61 to i32
  %63 = getelementptr inbounds nuw i8, ptr %60, i64 1
  %64 = load i8, ptr %63, align 1, !tbaa !18
  %65 = zext i8 %64 to i32
  %66 = shl nuw nsw i32 %65, 8
  %67 = or disjoint i32 %66, %62
  %68 = getelementptr inbounds nuw i8, ptr %60, i64 2
  %69 = load i8, ptr %68, align 1, !tbaa !18
  %70 = zext i8 %69 to i32
  %71 = shl nuw nsw i32 %70, 16
  %72 = or disjoint i32 %67, %71
  %73 = getelementptr inbounds nuw i8, ptr %60, i64 3
  %74 = load i8, ptr %73, align 1, !tbaa !18
  %75 = zext i8 %74 to i32
  %76 = shl nuw i32 %75, 24
  %77 = and i32 %76, 50331648
  %78 = or disjoint i32 %72, %77
  store i32 %78, ptr %8, align 4, !tbaa !6
  %79 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %80 = load i8, ptr %79, align 1, !tbaa !18
  %81 = zext i8 %80 to i32
  %82 = shl nuw nsw i32 %81, 8
  %83 = getelementptr inbounds nuw i8, ptr %60, i64 5
  %84 = load i8, ptr %83, align 1, !tbaa !18
  %85 = zext i8 %84 to i32
  %86 = shl nuw nsw i32 %85, 16
  %87 = getelementptr inbounds nuw i8, ptr %60, i64 6
  %88 = load i8, ptr %87, align 1, !tbaa !18
  %89 = zext i8 %88 to i32
  %90 = shl nuw i32 %89, 24
  %91 = or disjoint i32 %82, %86
  %92 = or disjoint i32 %91, %90
  %93 = or disjoint i32 %92, %75
  %94 = lshr i32 %93, 2
  %95 = and i32 %94, 67108611
  store i32 %95, ptr %17, align 4, !tbaa !6
  %96 = getelementptr inbounds nuw i8, ptr %60, i64 6
  %97 = load i8, ptr %96, align 1, !tbaa !18
  %98 = zext i8 %97 to i32
  %99 = getelementptr inbounds nuw i8, ptr %60, i64 7
  %100 = load i8, ptr %99, align 1, !tbaa !18
  %101 = zext i8 %100 to i32
  %102 = shl nuw nsw i32 %101, 8
  %103 = or disjoint i32 %102, %98
  %104 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %105 = load i8, ptr %104, align 1, !tbaa !18
  %106 = zext i8 %105 to i32
  %107 = shl nuw nsw i32 %106, 16
  %108 = or disjoint i32 %103, %107
  %109 = getelementptr inbounds nuw i8, ptr %60, i64 9
  %110 = load i8, ptr %109, align 1, !tbaa !18
  %111 = zext i8 %110 to i32
  %112 = shl nuw i32 %111, 24
  %113 = or disjoint i32 %108, %112
  %114 = lshr i32 %113, 4
  %115 = and i32 %114, 67092735
  store i32 %115, ptr %18, align 4, !tbaa !6
  %116 = getelementptr inbounds nuw i8, ptr %60, i64 9
  %117 = load i8, ptr %116, align 1, !tbaa !18
  %118 = zext i8 %117 to i32
  %119 = getelementptr inbounds nuw i8, ptr %60, i64 10
  %120 = load i8, ptr %119, align 1, !tbaa !18
  %121 = zext i8 %120 to i32
  %122 = shl nuw nsw i32 %121, 8
  %123 = or disjoint i32 %122, %118
  %124 = getelementptr inbounds nuw i8, ptr %60, i64 11
  %125 = load i8, ptr %124, align 1, !tbaa !18
  %126 = zext i8 %125 to i32
  %127 = shl nuw nsw i32 %126, 16
  %128 = or disjoint i32 %123, %127
  %129 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %130 = load i8, ptr %129, align 1, !tbaa !18
  %131 = zext i8 %130 to i32
  %132 = shl nuw i32 %131, 24
  %133 = or disjoint i32 %128, %132
  %134 = lshr i32 %133, 6
  %135 = and i32 %134, 66076671
  store i32 %135, ptr %19, align 4, !tbaa !6
  %136 = getelementptr inbounds nuw i8, ptr %60, i64 13
  %137 = load i8, ptr %136, align 1, !tbaa !18
  %138 = zext i8 %137 to i32
  %139 = getelementptr inbounds nuw i8, ptr %60, i64 14
  %140 = load i8, ptr %139, align 1, !tbaa !18
  %141 = zext i8 %140 to i32
  %142 = shl nuw nsw i32 %141, 8
  %143 = or disjoint i32 %142, %138
  %144 = getelementptr inbounds nuw i8, ptr %60, i64 15
  %145 = load i8, ptr %144, align 1, !tbaa !18
  %146 = zext i8 %145 to i32
  %147 = shl nuw nsw i32 %146, 16
  %148 = and i32 %147, 983040
  %149 = or disjoint i32 %143, %148
  store i32 %149, ptr %20, align 4, !tbaa !6
  %150 = load i32, ptr %33, align 4, !tbaa !6
  %151 = mul i32 %150, 5
  store i32 %151, ptr %21, align 4, !tbaa !6
  %152 = load i32, ptr %34, align 4, !tbaa !6
  %153 = mul i32 %152, 5
  store i32 %153, ptr %35, align 4, !tbaa !6
  %154 = load i32, ptr %36, align 4, !tbaa !6
  %155 = mul i32 %154, 5
  store i32 %155, ptr %37, align 4, !tbaa !6
  %156 = load i32, ptr %38, align 4, !tbaa !6
  %157 = mul i32 %156, 5
  store i32 %157, ptr %39, align 4, !tbaa !6
  %158 = mul nsw i64 %58, %23
  %159 = getelementptr inbounds i8, ptr %0, i64 %158
  %160 = getelementptr inbounds i32, ptr %1, i64 %58
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %22, i8 0, i64 20, i1 false)
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %161, i32 0)
  %163 = tail call noundef range(i32 -2147483645, -2147483648) i32 @llvm.smin.i32(i32 range(i32 -2147483645, -2147483648) %162, i32 1048576)
  %164 = add nuw nsw i32 %163, %24
  %165 = tail call noundef range(i32 -2147483645, -2147483648) i32 @llvm.smin.i32(i32 range(i32 -2147483645, -2147483648) %164, i32 range(i32 -2147483645, -2147483648) %25)
  %166 = icmp samesign ult i32 %165, 16
  br i1 %166, label %174, label %167

167:                                              ; preds = %56, %167
  %168 = phi i32 [ %172, %167 ], [ 16, %56 ]
  %169 = phi i32 [ %168, %167 ], [ 0, %56 ]
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds nuw i8, ptr %159, i64 %170
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef %171, i32 noundef 16777216) #12
  %172 = add nuw nsw i32 %168, 16
  %173 = icmp samesign ugt i32 %172, %165
  br i1 %173, label %174, label %167, !llvm.loop !32

174:                                              ; preds = %167, %56
  %175 = phi i32 [ 0, %56 ], [ %168, %167 ]
  %176 = icmp samesign ult i32 %175, %165
  br i1 %176, label %177, label %346

177:                                              ; preds = %174
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #12
  %178 = zext nneg i32 %175 to i64
  %179 = getelementptr inbounds nuw i8, ptr %159, i64 %178
  %180 = load i8, ptr %179, align 1, !tbaa !18
  store i8 %180, ptr %9, align 1, !tbaa !18
  %181 = or disjoint i32 %175, 1
  %182 = icmp samesign ult i32 %181, %165
  br i1 %182, label %186, label %183

183:                                              ; preds = %177
  %184 = icmp eq i32 %181, %165
  %185 = zext i1 %184 to i8
  br label %190

186:                                              ; preds = %177
  %187 = zext nneg i32 %181 to i64
  %188 = getelementptr inbounds nuw i8, ptr %159, i64 %187
  %189 = load i8, ptr %188, align 1, !tbaa !18
  br label %190

190:                                              ; preds = %186, %183
  %191 = phi i8 [ %189, %186 ], [ %185, %183 ]
  store i8 %191, ptr %40, align 1, !tbaa !18
  %192 = or disjoint i32 %175, 2
  %193 = icmp samesign ult i32 %192, %165
  br i1 %193, label %197, label %194

194:                                              ; preds = %190
  %195 = icmp eq i32 %192, %165
  %196 = zext i1 %195 to i8
  br label %201

197:                                              ; preds = %190
  %198 = zext nneg i32 %192 to i64
  %199 = getelementptr inbounds nuw i8, ptr %159, i64 %198
  %200 = load i8, ptr %199, align 1, !tbaa !18
  br label %201

201:                                              ; preds = %197, %194
  %202 = phi i8 [ %200, %197 ], [ %196, %194 ]
  store i8 %202, ptr %41, align 1, !tbaa !18
  %203 = or disjoint i32 %175, 3
  %204 = icmp samesign ult i32 %203, %165
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = icmp eq i32 %203, %165
  %207 = zext i1 %206 to i8
  br label %212

208:                                              ; preds = %201
  %209 = zext nneg i32 %203 to i64
  %210 = getelementptr inbounds nuw i8, ptr %159, i64 %209
  %211 = load i8, ptr %210, align 1, !tbaa !18
  br label %212

212:                                              ; preds = %208, %205
  %213 = phi i8 [ %211, %208 ], [ %207, %205 ]
  store i8 %213, ptr %42, align 1, !tbaa !18
  %214 = or disjoint i32 %175, 4
  %215 = icmp samesign ult i32 %214, %165
  br i1 %215, label %219, label %216

216:                                              ; preds = %212
  %217 = icmp eq i32 %214, %165
  %218 = zext i1 %217 to i8
  br label %223

219:                                              ; preds = %212
  %220 = zext nneg i32 %214 to i64
  %221 = getelementptr inbounds nuw i8, ptr %159, i64 %220
  %222 = load i8, ptr %221, align 1, !tbaa !18
  br label %223

223:                                              ; preds = %219, %216
  %224 = phi i8 [ %222, %219 ], [ %218, %216 ]
  store i8 %224, ptr %43, align 1, !tbaa !18
  %225 = or disjoint i32 %175, 5
  %226 = icmp samesign ult i32 %225, %165
  br i1 %226, label %230, label %227

227:                                              ; preds = %223
  %228 = icmp eq i32 %225, %165
  %229 = zext i1 %228 to i8
  br label %234

230:                                              ; preds = %223
  %231 = zext nneg i32 %225 to i64
  %232 = getelementptr inbounds nuw i8, ptr %159, i64 %231
  %233 = load i8, ptr %232, align 1, !tbaa !18
  br label %234

234:                                              ; preds = %230, %227
  %235 = phi i8 [ %233, %230 ], [ %229, %227 ]
  store i8 %235, ptr %44, align 1, !tbaa !18
  %236 = or disjoint i32 %175, 6
  %237 = icmp samesign ult i32 %236, %165
  br i1 %237, label %241, label %238

238:                                              ; preds = %234
  %239 = icmp eq i32 %236, %165
  %240 = zext i1 %239 to i8
  br label %245

241:                                              ; preds = %234
  %242 = zext nneg i32 %236 to i64
  %243 = getelementptr inbounds nuw i8, ptr %159, i64 %242
  %244 = load i8, ptr %243, align 1, !tbaa !18
  br label %245

245:                                              ; preds = %241, %238
  %246 = phi i8 [ %244, %241 ], [ %240, %238 ]
  store i8 %246, ptr %45, align 1, !tbaa !18
  %247 = or disjoint i32 %175, 7
  %248 = icmp samesign ult i32 %247, %165
  br i1 %248, label %252, label %249

249:                                              ; preds = %245
  %250 = icmp eq i32 %247, %165
  %251 = zext i1 %250 to i8
  br label %256

252:                                              ; preds = %245
  %253 = zext nneg i32 %247 to i64
  %254 = getelementptr inbounds nuw i8, ptr %159, i64 %253
  %255 = load i8, ptr %254, align 1, !tbaa !18
  br label %256

256:                                              ; preds = %252, %249
  %257 = phi i8 [ %255, %252 ], [ %251, %249 ]
  store i8 %257, ptr %46, align 1, !tbaa !18
  %258 = or disjoint i32 %175, 8
  %259 = icmp samesign ult i32 %258, %165
  br i1 %259, label %263, label %260

260:                                              ; preds = %256
  %261 = icmp eq i32 %258, %165
  %262 = zext i1 %261 to i8
  br label %267

263:                                              ; preds = %256
  %264 = zext nneg i32 %258 to i64
  %265 = getelementptr inbounds nuw i8, ptr %159, i64 %264
  %266 = load i8, ptr %265, align 1, !tbaa !18
  br label %267

267:                                              ; preds = %263, %260
  %268 = phi i8 [ %266, %263 ], [ %262, %260 ]
  store i8 %268, ptr %47, align 1, !tbaa !18
  %269 = or disjoint i32 %175, 9
  %270 = icmp samesign ult i32 %269, %165
  br i1 %270, label %274, label %271

271:                                              ; preds = %267
  %272 = icmp eq i32 %269, %165
  %273 = zext i1 %272 to i8
  br label %278

274:                                              ; preds = %267
  %275 = zext nneg i32 %269 to i64
  %276 = getelementptr inbounds nuw i8, ptr %159, i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !18
  br label %278

278:                                              ; preds = %274, %271
  %279 = phi i8 [ %277, %274 ], [ %273, %271 ]
  store i8 %279, ptr %48, align 1, !tbaa !18
  %280 = or disjoint i32 %175, 10
  %281 = icmp samesign ult i32 %280, %165
  br i1 %281, label %285, label %282

282:                                              ; preds = %278
  %283 = icmp eq i32 %280, %165
  %284 = zext i1 %283 to i8
  br label %289

285:                                              ; preds = %278
  %286 = zext nneg i32 %280 to i64
  %287 = getelementptr inbounds nuw i8, ptr %159, i64 %286
  %288 = load i8, ptr %287, align 1, !tbaa !18
  br label %289

289:                                              ; preds = %285, %282
  %290 = phi i8 [ %288, %285 ], [ %284, %282 ]
  store i8 %290, ptr %49, align 1, !tbaa !18
  %291 = or disjoint i32 %175, 11
  %292 = icmp samesign ult i32 %291, %165
  br i1 %292, label %296, label %293

293:                                              ; preds = %289
  %294 = icmp eq i32 %291, %165
  %295 = zext i1 %294 to i8
  br label %300

296:                                              ; preds = %289
  %297 = zext nneg i32 %291 to i64
  %298 = getelementptr inbounds nuw i8, ptr %159, i64 %297
  %299 = load i8, ptr %298, align 1, !tbaa !18
  br label %300

300:                                              ; preds = %296, %293
  %301 = phi i8 [ %299, %296 ], [ %295, %293 ]
  store i8 %301, ptr %50, align 1, !tbaa !18
  %302 = or disjoint i32 %175, 12
  %303 = icmp samesign ult i32 %302, %165
  br i1 %303, label %307, label %304

304:                                              ; preds = %300
  %305 = icmp eq i32 %302, %165
  %306 = zext i1 %305 to i8
  br label %311

307:                                              ; preds = %300
  %308 = zext nneg i32 %302 to i64
  %309 = getelementptr inbounds nuw i8, ptr %159, i64 %308
  %310 = load i8, ptr %309, align 1, !tbaa !18
  br label %311

311:                                              ; preds = %307, %304
  %312 = phi i8 [ %310, %307 ], [ %306, %304 ]
  store i8 %312, ptr %51, align 1, !tbaa !18
  %313 = or disjoint i32 %175, 13
  %314 = icmp samesign ult i32 %313, %165
  br i1 %314, label %318, label %315

315:                                              ; preds = %311
  %316 = icmp eq i32 %313, %165
  %317 = zext i1 %316 to i8
  br label %322

318:                                              ; preds = %311
  %319 = zext nneg i32 %313 to i64
  %320 = getelementptr inbounds nuw i8, ptr %159, i64 %319
  %321 = load i8, ptr %320, align 1, !tbaa !18
  br label %322

322:                                              ; preds = %318, %315
  %323 = phi i8 [ %321, %318 ], [ %317, %315 ]
  store i8 %323, ptr %52, align 1, !tbaa !18
  %324 = or disjoint i32 %175, 14
  %325 = icmp samesign ult i32 %324, %165
  br i1 %325, label %329, label %326

326:                                              ; preds = %322
  %327 = icmp eq i32 %324, %165
  %328 = zext i1 %327 to i8
  br label %333

329:                                              ; preds = %322
  %330 = zext nneg i32 %324 to i64
  %331 = getelementptr inbounds nuw i8, ptr %159, i64 %330
  %332 = load i8, ptr %331, align 1, !tbaa !18
  br label %333

333:                                              ; preds = %329, %326
  %334 = phi i8 [ %332, %329 ], [ %328, %326 ]
  store i8 %334, ptr %53, align 1, !tbaa !18
  %335 = or disjoint i32 %175, 15
  %336 = icmp samesign ult i32 %335, %165
  br i1 %336, label %340, label %337

337:                                              ; preds = %333
  %338 = icmp eq i32 %335, %165
  %339 = zext i1 %338 to i8
  br label %344

340:                                              ; preds = %333
  %341 = zext nneg i32 %335 to i64
  %342 = getelementptr inbounds nuw i8, ptr %159, i64 %341
  %343 = load i8, ptr %342, align 1, !tbaa !18
  br label %344

344:                                              ; preds = %340, %337
  %345 = phi i8 [ %343, %340 ], [ %339, %337 ]
  store i8 %345, ptr %54, align 1, !tbaa !18
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef 0) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #12
  br label %346

346:                                              ; preds = %344, %174
  %347 = load i32, ptr %26, align 4, !tbaa !6
  %348 = load i32, ptr %27, align 4, !tbaa !6
  %349 = load i32, ptr %28, align 4, !tbaa !6
  %350 = load i32, ptr %29, align 4, !tbaa !6
  %351 = load i32, ptr %30, align 4, !tbaa !6
  %352 = lshr i32 %348, 26
  %353 = and i32 %348, 67108863
  %354 = add i32 %349, %352
  %355 = lshr i32 %354, 26
  %356 = and i32 %354, 67108863
  %357 = add i32 %355, %350
  %358 = lshr i32 %357, 26
  %359 = and i32 %357, 67108863
  %360 = add i32 %358, %351
  %361 = lshr i32 %360, 26
  %362 = and i32 %360, 67108863
  %363 = mul nuw nsw i32 %361, 5
  %364 = add i32 %363, %347
  %365 = lshr i32 %364, 26
  %366 = and i32 %364, 67108863
  %367 = add nuw nsw i32 %365, %353
  %368 = add nuw nsw i32 %366, 5
  %369 = lshr i32 %368, 26
  %370 = add nuw nsw i32 %369, %367
  %371 = lshr i32 %370, 26
  %372 = add nuw nsw i32 %371, %356
  %373 = lshr i32 %372, 26
  %374 = add nuw nsw i32 %373, %359
  %375 = lshr i32 %374, 26
  %376 = add nuw nsw i32 %375, %362
  %377 = add nsw i32 %376, -67108864
  %378 = ashr i32 %377, 31
  %379 = lshr i32 %377, 31
  %380 = add nsw i32 %379, -1
  %381 = and i32 %378, %366
  %382 = and i32 %380, 67108863
  %383 = and i32 %382, %368
  %384 = or i32 %383, %381
  %385 = and i32 %378, %367
  %386 = and i32 %380, 67108863
  %387 = and i32 %386, %370
  %388 = or i32 %385, %387
  %389 = and i32 %378, %356
  %390 = and i32 %380, 67108863
  %391 = and i32 %390, %372
  %392 = or i32 %389, %391
  %393 = and i32 %378, %359
  %394 = and i32 %380, 67108863
  %395 = and i32 %394, %374
  %396 = or i32 %393, %395
  %397 = and i32 %378, %360
  %398 = and i32 %380, %376
  %399 = or i32 %398, %397
  %400 = shl i32 %388, 26
  %401 = or disjoint i32 %400, %384
  %402 = lshr i32 %388, 6
  %403 = shl i32 %392, 20
  %404 = or i32 %402, %403
  %405 = lshr i32 %392, 12
  %406 = shl i32 %396, 14
  %407 = or disjoint i32 %405, %406
  %408 = lshr i32 %396, 18
  %409 = shl i32 %399, 8
  %410 = or disjoint i32 %409, %408
  %411 = getelementptr inbounds nuw i8, ptr %60, i64 16
  %412 = load i8, ptr %411, align 1, !tbaa !18
  %413 = zext i8 %412 to i32
  %414 = getelementptr inbounds nuw i8, ptr %60, i64 17
  %415 = load i8, ptr %414, align 1, !tbaa !18
  %416 = zext i8 %415 to i32
  %417 = shl nuw nsw i32 %416, 8
  %418 = or disjoint i32 %417, %413
  %419 = getelementptr inbounds nuw i8, ptr %60, i64 18
  %420 = load i8, ptr %419, align 1, !tbaa !18
  %421 = zext i8 %420 to i32
  %422 = shl nuw nsw i32 %421, 16
  %423 = or disjoint i32 %418, %422
  %424 = getelementptr inbounds nuw i8, ptr %60, i64 19
  %425 = load i8, ptr %424, align 1, !tbaa !18
  %426 = zext i8 %425 to i32
  %427 = shl nuw i32 %426, 24
  %428 = or disjoint i32 %423, %427
  %429 = add i32 %401, %428
  %430 = icmp ult i32 %429, %401
  %431 = zext i32 %404 to i64
  %432 = getelementptr inbounds nuw i8, ptr %60, i64 20
  %433 = load i8, ptr %432, align 1, !tbaa !18
  %434 = zext i8 %433 to i64
  %435 = getelementptr inbounds nuw i8, ptr %60, i64 21
  %436 = load i8, ptr %435, align 1, !tbaa !18
  %437 = zext i8 %436 to i64
  %438 = shl nuw nsw i64 %437, 8
  %439 = or disjoint i64 %438, %434
  %440 = getelementptr inbounds nuw i8, ptr %60, i64 22
  %441 = load i8, ptr %440, align 1, !tbaa !18
  %442 = zext i8 %441 to i64
  %443 = shl nuw nsw i64 %442, 16
  %444 = or disjoint i64 %439, %443
  %445 = getelementptr inbounds nuw i8, ptr %60, i64 23
  %446 = load i8, ptr %445, align 1, !tbaa !18
  %447 = zext i8 %446 to i64
  %448 = shl nuw nsw i64 %447, 24
  %449 = or disjoint i64 %444, %448
  %450 = add nuw nsw i64 %449, %431
  %451 = zext i1 %430 to i64
  %452 = add nuw nsw i64 %450, %451
  %453 = trunc i64 %452 to i32
  %454 = zext i32 %407 to i64
  %455 = getelementptr inbounds nuw i8, ptr %60, i64 24
  %456 = load i8, ptr %455, align 1, !tbaa !18
  %457 = zext i8 %456 to i64
  %458 = getelementptr inbounds nuw i8, ptr %60, i64 25
  %459 = load i8, ptr %458, align 1, !tbaa !18
  %460 = zext i8 %459 to i64
  %461 = shl nuw nsw i64 %460, 8
  %462 = or disjoint i64 %461, %457
  %463 = getelementptr inbounds nuw i8, ptr %60, i64 26
  %464 = load i8, ptr %463, align 1, !tbaa !18
  %465 = zext i8 %464 to i64
  %466 = shl nuw nsw i64 %465, 16
  %467 = or disjoint i64 %462, %466
  %468 = getelementptr inbounds nuw i8, ptr %60, i64 27
  %469 = load i8, ptr %468, align 1, !tbaa !18
  %470 = zext i8 %469 to i64
  %471 = shl nuw nsw i64 %470, 24
  %472 = or disjoint i64 %467, %471
  %473 = add nuw nsw i64 %472, %454
  %474 = lshr i64 %452, 32
  %475 = add nuw nsw i64 %473, %474
  %476 = trunc i64 %475 to i32
  %477 = zext i32 %410 to i64
  %478 = getelementptr inbounds nuw i8, ptr %60, i64 28
  %479 = load i8, ptr %478, align 1, !tbaa !18
  %480 = zext i8 %479 to i64
  %481 = getelementptr inbounds nuw i8, ptr %60, i64 29
  %482 = load i8, ptr %481, align 1, !tbaa !18
  %483 = zext i8 %482 to i64
  %484 = shl nuw nsw i64 %483, 8
  %485 = or disjoint i64 %484, %480
  %486 = getelementptr inbounds nuw i8, ptr %60, i64 30
  %487 = load i8, ptr %486, align 1, !tbaa !18
  %488 = zext i8 %487 to i64
  %489 = shl nuw nsw i64 %488, 16
  %490 = or disjoint i64 %485, %489
  %491 = getelementptr inbounds nuw i8, ptr %60, i64 31
  %492 = load i8, ptr %491, align 1, !tbaa !18
  %493 = zext i8 %492 to i64
  %494 = shl nuw nsw i64 %493, 24
  %495 = or disjoint i64 %490, %494
  %496 = add nuw nsw i64 %495, %477
  %497 = lshr i64 %475, 32
  %498 = add nuw nsw i64 %496, %497
  %499 = trunc i64 %498 to i32
  %500 = getelementptr inbounds %struct.uint4, ptr %5, i64 %58
  store i32 %429, ptr %500, align 16, !tbaa !6
  %501 = getelementptr inbounds nuw i8, ptr %500, i64 4
  store i32 %453, ptr %501, align 4, !tbaa !6
  %502 = getelementptr inbounds nuw i8, ptr %500, i64 8
  store i32 %476, ptr %502, align 8, !tbaa !6
  %503 = getelementptr inbounds nuw i8, ptr %500, i64 12
  store i32 %499, ptr %503, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #12
  %504 = add i32 %57, %32
  %505 = icmp slt i32 %504, %6
  br i1 %505, label %56, label %55, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #10

attributes #0 = { convergent mustprogress noinline nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { convergent nounwind memory(none) }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind }

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
!11 = !{i64 8131338}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_Z13chunk_cv_bodyILb0EEvPKhxPj: argument 0"}
!14 = distinct !{!14, !"_Z13chunk_cv_bodyILb0EEvPKhxPj"}
!15 = !{!16}
!16 = distinct !{!16, !14, !"_Z13chunk_cv_bodyILb0EEvPKhxPj: argument 1"}
!17 = !{!13, !16}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_Z13chunk_cv_bodyILb1EEvPKhxPj: argument 0"}
!25 = distinct !{!25, !"_Z13chunk_cv_bodyILb1EEvPKhxPj"}
!26 = !{!27}
!27 = distinct !{!27, !25, !"_Z13chunk_cv_bodyILb1EEvPKhxPj: argument 1"}
!28 = !{!24, !27}
!29 = distinct !{!29, !20, !21}
!30 = distinct !{!30, !20, !21}
!31 = distinct !{!31, !20, !21}
!32 = distinct !{!32, !20, !21}
!33 = distinct !{!33, !20, !21}
